import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client';
import { pruneJoins } from '../repository/joins';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** Days a decided join is kept (docs/decisions/2026-11-28-game-servers.md). */
export const gameJoinRetentionDays = 90;
const everyMs = 6 * 60 * 60_000;

/** The worker's pruning of old joins and spent request codes, at start and every 6 hours. */
export function startGameJoinPruning(db: Database, log: Log): () => void {
  const run = () => {
    pruneJoins(db, gameJoinRetentionDays).catch((error: unknown) =>
      log.error({ err: error }, 'game joins pruning failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
