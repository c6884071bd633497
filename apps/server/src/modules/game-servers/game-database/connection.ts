import type { Connection } from 'mysql2/promise';
import type { GameDatabaseRow } from '../repository/databases';
import { unseal } from '../../../sealing';

// One short connection to a game server's database, for a write (the outbox worker) or a read
// (the member's file): docs/decisions/2026-11-28-game-databases.md.

/** How long a connection may take before the database is said to be unreachable. */
export const gameDatabaseConnectTimeoutMs = 5_000;

/** MySQL's own refusals that a new try will not fix: access, unknown database, table, column. */
const refusedCodes = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_NO_SUCH_TABLE',
  'ER_BAD_FIELD_ERROR',
  'ER_PARSE_ERROR',
  'ER_TABLEACCESS_DENIED_ERROR',
  'ER_COLUMNACCESS_DENIED_ERROR',
  'ER_NO_REFERENCED_ROW_2',
  'ER_DATA_TOO_LONG',
]);

/** Whether the database itself refused (as opposed to not answering). */
export function isRefusal(error: unknown): boolean {
  return refusedCodes.has((error as { code?: string } | null)?.code ?? '');
}

/**
 * Opens the connection with the kept password (opened with `key`: the caller checks that a
 * sealed password has one). Values are bound by name (`:account`), never spliced.
 */
export async function connectGameDatabase(
  config: GameDatabaseRow,
  key: Buffer | null,
  connectTimeout = gameDatabaseConnectTimeoutMs,
): Promise<Connection> {
  // Loaded at the first use: most panels never connect a game database. mysql2 stays out of
  // the bundle (scripts/build.mjs), so this import has its named exports.
  const { createConnection } = await import('mysql2/promise');
  return createConnection({
    host: config.host,
    port: config.port,
    user: config.user,
    password: config.passwordSealed && key ? unseal(key, config.passwordSealed) : '',
    database: config.database,
    namedPlaceholders: true,
    connectTimeout,
  });
}
