import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { FoundPage, PageRange } from '../../../db/list-page';

/** Days in America/Sao_Paulo (`YYYY-MM-DD`), both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface RankingRow {
  userId: string;
  seconds: number;
  rank: number;
  name: string | null;
  avatarUrl: string | null;
  isConnected: boolean;
}

/** The 7- and 30-day sums the rollup keeps (`voice_recent`), when current. */
export type RecentWindow = 'week' | 'month';
const recentColumn = (window: RecentWindow) =>
  sql.raw(window === 'week' ? 'week_seconds' : 'month_seconds');

/**
 * Past a page's start, members with time are counted up to this many: a count of every member
 * of all time would read the whole index on every request
 * (docs/decisions/2026-12-04-calls-table-and-ranking.md).
 */
export const rankingCountCap = 1000;

/**
 * The CTE `s`: each member with time in the range (`null`: all time), as `(user_id, seconds)`.
 * One day reads `voice_daily_day_seconds`, the last 7 or 30 days `voice_recent` when it is
 * current, all time `voice_totals_seconds`: each kept inline (`not materialized`), so every
 * read of `s` below, in the indexes' order (`seconds desc nulls last, user_id`), walks its
 * index. Otherwise the range's days are added up once (`materialized`) for all its reads.
 */
function withSeconds(range: DayRange | null, recent?: RecentWindow): SQL {
  if (recent) {
    const column = recentColumn(recent);
    return sql`with s as not materialized (
      select user_id, ${column} as seconds from voice_recent where ${column} > 0)`;
  }
  if (!range) {
    return sql`with s as not materialized (
      select user_id, seconds from voice_totals where seconds > 0)`;
  }
  if (range.from === range.to) {
    return sql`with s as not materialized (
      select user_id, seconds from voice_daily where day = ${range.to}::date and seconds > 0)`;
  }
  return sql`with s as materialized (
    select user_id, sum(seconds) as seconds from voice_daily
    where day between ${range.from}::date and ${range.to}::date
    group by user_id having sum(seconds) > 0)`;
}

const mostFirst = sql`order by seconds desc nulls last, user_id`;

/** How many members have time (up to `countedUpTo`, one more past it), and the first's time. */
function countedColumns(countedUpTo: number): SQL {
  return sql`(select count(*) from (select 1 from s limit ${countedUpTo + 1}) c)::int as total,
    (select seconds from s ${mostFirst} limit 1)::bigint as top`;
}

interface Counted {
  total: number;
  top: string | number | null;
}

/**
 * One page of the whole ranking of the range, most time first (ties by id), with how many
 * members have time (up to `rankingCountCap` past the page's start) and the first place's time,
 * in one statement (a second only for an empty page past the first).
 *
 * Tied members share a place (1, 1, 3), one more than the members with more time. The members
 * before the page all have at least its first's time, so a member below that time is placed
 * by the offset and the page alone; the members tied with the page's first are placed by how
 * many of the members before the page have more (a read of the same index entries the offset
 * walks, never of the whole ranking).
 */
export async function findRankingPage(
  db: Executor,
  range: DayRange | null,
  { offset, limit }: PageRange,
  recent?: RecentWindow,
): Promise<FoundPage<RankingRow, { topSeconds: number }>> {
  const cte = withSeconds(range, recent);
  const countedUpTo = offset + rankingCountCap;
  const rows = await queryRows<
    Counted & {
      user_id: string;
      seconds: string | number;
      rank: number;
      name: string | null;
      avatar_url: string | null;
      is_connected: boolean;
    }
  >(
    db,
    sql`${cte},
      page as (select user_id, seconds from s ${mostFirst} limit ${limit} offset ${offset}),
      first as (select max(seconds) as seconds from page),
      above as (select count(*) as members from (select seconds from s ${mostFirst}
        limit ${offset}) ahead where ahead.seconds > (select seconds from first)),
      ranked as (select user_id, seconds,
        (case when seconds = (select seconds from first) then (select members from above) + 1
          else ${offset} + rank() over (order by seconds desc nulls last) end)::int as rank
        from page),
      counted as (select ${countedColumns(countedUpTo)})
      select r.user_id, r.seconds::bigint as seconds, r.rank,
        coalesce(m.nick, m.global_name, m.username) as name, m.avatar_url,
        v.user_id is not null as is_connected, c.total, c.top
      from ranked r
      cross join counted c
      left join discord_members m on m.user_id = r.user_id
      left join discord_voice_states v on v.user_id = r.user_id
      order by r.seconds desc, r.user_id`,
  );
  const [counted] =
    rows.length > 0 || offset === 0
      ? rows
      : await queryRows<Counted>(db, sql`${cte} select ${countedColumns(countedUpTo)}`);
  return {
    rows: rows.map((row) => ({
      userId: row.user_id,
      seconds: Number(row.seconds),
      rank: row.rank,
      name: row.name,
      avatarUrl: row.avatar_url,
      isConnected: row.is_connected,
    })),
    total: counted?.total ?? 0,
    countedUpTo,
    extra: { topSeconds: Number(counted?.top ?? 0) },
  };
}

/** A member's seconds on each range; `today` and `week` lie within `month`. */
export async function findMemberSeconds(
  db: Executor,
  userId: string,
  ranges: { today: DayRange; week: DayRange; month: DayRange },
): Promise<{ today: number; week: number; month: number }> {
  const within = (range: DayRange) => sql`day between ${range.from}::date and ${range.to}::date`;
  const [row] = await queryRows<{
    today: string | number;
    week: string | number;
    month: string | number;
  }>(
    db,
    sql`select coalesce(sum(seconds) filter (where ${within(ranges.today)}), 0)::bigint as today,
        coalesce(sum(seconds) filter (where ${within(ranges.week)}), 0)::bigint as week,
        coalesce(sum(seconds) filter (where ${within(ranges.month)}), 0)::bigint as month
      from voice_daily where user_id = ${userId} and ${within(ranges.month)}`,
  );
  return {
    today: Number(row?.today ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
  };
}

/** How many members have more than `seconds` in the range. */
export async function countMembersAbove(
  db: Executor,
  range: DayRange,
  seconds: number,
  recent?: RecentWindow,
): Promise<number> {
  if (recent) {
    const column = recentColumn(recent);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from voice_recent where ${column} > ${seconds}`,
    );
    return row?.count ?? 0;
  }
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
        select user_id from voice_daily where day between ${range.from}::date and ${range.to}::date
        group by user_id having sum(seconds) > ${seconds}) above`,
  );
  return row?.count ?? 0;
}
