import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DatabaseRuntime } from './runtime';
import { openPgliteDirectory, PgliteThread } from './pglite-thread';
import {
  listenPglite,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications';
import * as applications from './schema/applications';
import * as auth from './schema/auth';
import * as audit from './schema/audit';
import * as blacklist from './schema/blacklist';
import * as botSettings from './schema/bot-settings';
import * as calls from './schema/calls';
import * as deliveries from './schema/deliveries';
import * as discord from './schema/discord';
import * as duty from './schema/duty';
import * as forms from './schema/forms';
import * as gameServers from './schema/game-servers';
import * as integrations from './schema/integrations';
import * as members from './schema/members';
import * as permissions from './schema/permissions';
import * as rejectionReasons from './schema/rejection-reasons';
import * as system from './schema/system';
import * as team from './schema/team';
import * as tickets from './schema/tickets';
import * as tokens from './schema/tokens';
import * as users from './schema/users';

export const schema = {
  ...applications,
  ...auth,
  ...audit,
  ...blacklist,
  ...botSettings,
  ...calls,
  ...deliveries,
  ...discord,
  ...duty,
  ...forms,
  ...gameServers,
  ...integrations,
  ...members,
  ...permissions,
  ...rejectionReasons,
  ...system,
  ...team,
  ...tickets,
  ...tokens,
  ...users,
};
/** The database, with what the server keeps beside it (`DatabaseRuntime`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema> & {
  readonly $runtime: DatabaseRuntime;
};
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on `channel`: every server process hears what any of them commits. */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
  /** The connection pools' use (PostgreSQL's two pools summed); PGlite has one connection. */
  poolUse(): { total: number; idle: number; waiting: number };
  /**
   * PGlite on its thread: runs `work` on the connection held, nothing else reaching the
   * database until it ends (a backup copies PGlite's folder then). Undefined on PostgreSQL.
   */
  hold?: <T>(work: (db: Executor) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

/** Gives a drizzle database its runtime (`DatabaseRuntime`), created with it. */
export function withRuntime(
  drizzleDb: PgDatabase<PgQueryResultHKT, typeof schema>,
  kind: DatabaseRuntime['kind'],
  preparedOn?: PgDatabase<PgQueryResultHKT, typeof schema>,
  simpleQuery?: DatabaseRuntime['simpleQuery'],
): Database {
  const db: Database = Object.assign(drizzleDb, {
    $runtime: new DatabaseRuntime(kind, () => (preparedOn ?? db) as Executor, simpleQuery),
  });
  return db;
}

/** PGlite in this thread (tests) or on its own thread (`PgliteThread`, the server). */
export function fromPglite(client: PGlite | PgliteThread): DatabaseHandle {
  // drizzle's PGlite driver uses query, exec and transaction, which the thread mirrors.
  const driverClient = client as PGlite;
  const db = withRuntime(
    drizzlePglite(driverClient, { schema }),
    'pglite',
    undefined,
    async (text) => {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
  );
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(driverClient), { migrationsFolder }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    ...(client instanceof PgliteThread && {
      hold: (work) =>
        client.hold((connection) =>
          work(withRuntime(drizzlePglite(connection as unknown as PGlite, { schema }), 'pglite')),
        ),
    }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir`, or the PGlite thread
 * the caller already started opening (`pglite`, see main.ts).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pglite?: Promise<PgliteThread> | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // pg is loaded only for PostgreSQL: its first use loads Node's fetch (about 0.1 s).
    const { fromPostgres } = await import('./postgres');
    return fromPostgres(options.databaseUrl);
  }
  return fromPglite(await (options.pglite ?? openPgliteDirectory(options.dataDir)));
}

export { createPglite } from './pglite';

/** Round trip to the database in milliseconds. */
export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export { isPgliteDatabase, preparedExecutor } from './runtime';
