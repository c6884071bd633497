import type { Database } from '../../../db/client';
import { addDays } from '../../../db/rollups/days';
import { findHistoryDays, rebuildDays } from '../repository';

/** Days per transaction: a month of a busy community is a few seconds' work. */
const defaultChunkDays = 31;

export interface RebuiltChunk {
  from: string;
  to: string;
  ms: number;
}

/**
 * `npm run team:rebuild`: recomputes the running totals from history (migration 0051,
 * `team_rebuild`), one transaction per range of days, oldest first. Each transaction holds the
 * table, so changes wait for it, and leaves the table right for its days and every later row
 * (their totals are moved by what the rebuilt days changed). Without `from` and `to`: every day
 * history or the rollups hold, up to today.
 */
export async function rebuildTeamRollups(
  db: Database,
  options: {
    from?: string;
    to?: string;
    chunkDays?: number;
    onChunk?: (chunk: RebuiltChunk) => void;
  } = {},
): Promise<{ from: string; to: string; chunks: number }> {
  const history = options.from && options.to ? undefined : await findHistoryDays(db);
  const from = options.from ?? history?.first ?? '';
  const to = options.to ?? history?.last ?? '';
  const chunkDays = Math.max(1, options.chunkDays ?? defaultChunkDays);
  let chunks = 0;
  for (let start = from; start <= to;) {
    const candidate = addDays(start, chunkDays - 1);
    const end = candidate < to ? candidate : to;
    const started = performance.now();
    await db.transaction((tx) => rebuildDays(tx, start, end));
    chunks += 1;
    options.onChunk?.({ from: start, to: end, ms: Math.round(performance.now() - started) });
    start = addDays(end, 1);
  }
  return { from, to, chunks };
}
