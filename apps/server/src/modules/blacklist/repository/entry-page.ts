import type { BlacklistType } from '@panel/contract/api/blacklist';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { PageRange } from '../../../db/list-page';
import { activeOf, newestFirst, type EntryFilter } from './entry-filter';
import { findSearchIds } from './entry-search';

export type { EntryFilter };

/** Entries past their expiry the worker has not lifted yet: few, unless it stopped. */
const expiredBound = 1000;

/**
 * Active entries without a search: the trigger-kept counters, less those past their expiry
 * that the worker has not lifted yet (few, through the expiry index).
 */
function countActive(type: BlacklistType | undefined, now: Date): SQL {
  const ofType = type ? sql` and type = ${type}` : sql``;
  const expired = (take: SQL) => sql`(select count(*) from (select 1 from blacklist_entries
    where removed_at is null and expires_at is not null and expires_at <= ${now}${ofType}
    order by expires_at ${take}) expired)`;
  // Counted in the index's order up to a bound, which keeps the plan a plain index scan
  // (the estimate of past expiries is poor); past the bound, all of them.
  return sql`(select coalesce(sum(total), 0) from blacklist_counts where true${ofType})
    - (case when ${expired(sql`limit ${expiredBound + 1}`)} <= ${expiredBound}
      then ${expired(sql`limit ${expiredBound + 1}`)} else ${expired(sql``)} end)`;
}

/**
 * The ids of one page of active entries, newest first, and how many match: exact without a
 * search, from the counters; a search counts up to `entrySearchCountCap` past the page's start.
 */
export async function findPageIds(
  db: Executor,
  filter: EntryFilter,
  { offset, limit }: PageRange,
  now: Date,
): Promise<{ ids: number[]; total: number; countedUpTo?: number }> {
  const search = filter.search?.trim();
  if (search) return findSearchIds(db, filter, search, { offset, limit }, now);
  const rows = await queryRows<{ total: string | number; id: string | number | null }>(
    db,
    sql`with counted as (select ${countActive(filter.type, now)} as total),
      page as (select e.id, e.created_at from blacklist_entries e
        where ${activeOf(filter.type, now)} ${newestFirst} limit ${limit} offset ${offset})
      select counted.total, page.id from counted left join page on true`,
  );
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Number(rows[0]?.total ?? 0),
  };
}
