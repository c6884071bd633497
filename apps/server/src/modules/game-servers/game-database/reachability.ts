import type { Executor } from '../../../db/client';
import { findDatabases } from '../repository/databases';
import { connectGameDatabase } from './connection';

export interface GameDatabaseReachability {
  /** Game databases the panel writes to. */
  connected: number;
  /** Of those, the ones that did not take a connection in time, or refused it. */
  unreachable: number;
}

/**
 * Opens a connection to every connected game database at once and pings it (the panel's
 * readiness): one that does not answer within `timeoutMs`, or refuses the panel's user, counts
 * as unreachable.
 */
export async function probeGameDatabases(
  db: Executor,
  key: Buffer | null,
  timeoutMs: number,
): Promise<GameDatabaseReachability> {
  const rows = await findDatabases(db);
  const answered = await Promise.all(
    rows.map(async (row) => {
      try {
        const connection = await connectGameDatabase(row, key, timeoutMs);
        try {
          await connection.ping();
          return true;
        } finally {
          await connection.end().catch(() => undefined);
        }
      } catch {
        return false;
      }
    }),
  );
  return {
    connected: rows.length,
    unreachable: answered.filter((ok) => !ok).length,
  };
}
