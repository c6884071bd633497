import type { Database } from '../../../db/client';
import { addDays, rollupDayOf } from '../../../db/rollups/days';
import { gameJoinRetentionDays } from '../../game-servers';
import { findHistoryDays, rebuildDays } from '../repository/rebuild';

/** Days per transaction: a month of a busy community is a few seconds' work. */
const defaultChunkDays = 31;

export interface RebuiltChunk {
  from: string;
  to: string;
  ms: number;
}

/**
 * `npm run analytics:rebuild`: recomputes the community's per-day rollups from history
 * (migration 0053, `analytics_rebuild`), one transaction per range of days, oldest first. Each
 * transaction holds the table, so changes wait for it. Without `from` and `to`: every day history
 * or the rollups hold, up to today. The players' peaks are not in history and stay; nor are the
 * game joins past their retention, whose days stay as counted.
 */
export async function rebuildCommunityAnalytics(
  db: Database,
  options: {
    from?: string;
    to?: string;
    chunkDays?: number;
    now?: Date;
    onChunk?: (chunk: RebuiltChunk) => void;
  } = {},
): Promise<{ from: string; to: string; chunks: number }> {
  const now = options.now ?? new Date();
  // The first day whose joins are all still there: the pruning takes them by the moment.
  const joinsFrom = addDays(
    rollupDayOf(new Date(now.getTime() - gameJoinRetentionDays * 86_400_000)),
    1,
  );
  const history = options.from && options.to ? undefined : await findHistoryDays(db);
  const from = options.from ?? history?.first ?? '';
  const to = options.to ?? history?.last ?? '';
  const chunkDays = Math.max(1, options.chunkDays ?? defaultChunkDays);
  let chunks = 0;
  for (let start = from; start <= to;) {
    const candidate = addDays(start, chunkDays - 1);
    const end = candidate < to ? candidate : to;
    const started = performance.now();
    await db.transaction((tx) => rebuildDays(tx, { from: start, to: end, joinsFrom }));
    chunks += 1;
    options.onChunk?.({ from: start, to: end, ms: Math.round(performance.now() - started) });
    start = addDays(end, 1);
  }
  return { from, to, chunks };
}
