import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** The days a rebuild covers: from the first fact of history (or of the rollups) to today. */
export async function findHistoryDays(db: Executor): Promise<{ first: string; last: string }> {
  const [row] = await queryRows<{ first_day: string; last_day: string }>(
    db,
    sql`select first_day::text, last_day::text from analytics_history_days()`,
  );
  if (!row) throw new Error('analytics_history_days answered nothing');
  return { first: row.first_day, last: row.last_day };
}

/**
 * Recomputes the rows of the days `from` to `to` from history, holding the table meanwhile: a
 * change waits for it (its trigger's write), so none is counted twice or lost (migration 0053).
 * The joins' days before `joinsFrom` are kept as counted: history no longer holds them all.
 */
export async function rebuildDays(
  db: Executor,
  days: { from: string; to: string; joinsFrom: string },
): Promise<void> {
  await db.execute(sql`lock table analytics_days in share row exclusive mode`);
  await db.execute(
    sql`select analytics_rebuild(${days.from}::date, ${days.to}::date, ${days.joinsFrom}::date)`,
  );
}
