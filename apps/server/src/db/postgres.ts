import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, schema, withRuntime, type DatabaseHandle } from './client';
import type { NotificationHandlers, NotificationListener } from './notifications';

// PostgreSQL's side of `client.ts`, loaded only when the server runs on PostgreSQL.

function postgresPool(url: string, settings: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: settings });
  // An idle connection closed by the server (restart, failover, a dropped database) emits
  // 'error' on the pool; unheard, it would crash the process. The pool replaces it, and the
  // next query reports any real outage.
  pool.on('error', () => undefined);
  return pool;
}

export function fromPostgres(url: string): DatabaseHandle {
  // JIT off: the panel's statements are short, and a search walk whose plan is priced as if it
  // read every row spent up to a second compiling (docs/performance.md#no-jit).
  const pool = postgresPool(url, '-c jit=off');
  // The named statements of `preparedFor` are shapes whose index serves every value. Left to
  // choose, PostgreSQL planned them again on every execution (a `LIMIT $n` prices the generic
  // plan at a tenth of the table), which cost more than running them; their own connections
  // force the generic plan (docs/performance.md#prepared-reads). A connection is
  // opened only when needed, so a process without hot reads opens none.
  const preparedPool = postgresPool(url, '-c jit=off -c plan_cache_mode=force_generic_plan');
  const db = withRuntime(drizzle(pool, { schema }), 'postgres', drizzle(preparedPool, { schema }));
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(drizzle(pool), { migrationsFolder }),
    listen: (channel, handlers) => Promise.resolve(listenPostgres(url, channel, handlers)),
    poolUse: () => ({
      total: pool.totalCount + preparedPool.totalCount,
      idle: pool.idleCount + preparedPool.idleCount,
      waiting: pool.waitingCount + preparedPool.waitingCount,
    }),
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

const retryMs = [250, 1_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), kept
 * open: on any error it reports not listening and reconnects, after 0.25, 1, then 5 s.
 */
export function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    timer = null;
    const next = new pg.Client({ connectionString: url });
    client = next;
    const dropped = () => {
      if (client !== next) return;
      client = null;
      handlers.onListening(false);
      next.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), retryMs[Math.min(attempt++, 2)]);
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed || client !== next) return;
      attempt = 0;
      handlers.onListening(true);
    } catch {
      dropped();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
