import pg from 'pg';

/** What a listener reports: each payload, and whether it is listening (nothing missed). */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** `false` when the connection dropped (messages may be lost), `true` once listening again. */
  onListening(listening: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
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

/** PGlite is one connection in this process: its notifications arrive on commit. */
export async function listenPglite(
  db: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    readonly closed: boolean;
  },
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisten = await db.listen(channel, (payload) => handlers.onMessage(payload));
  handlers.onListening(true);
  return {
    async close() {
      if (!db.closed) await unlisten();
    },
  };
}
