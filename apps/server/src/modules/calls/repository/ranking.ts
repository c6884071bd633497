import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

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
 * Each member's seconds in the range (`null`: all time), most first (ties by id), members
 * with time only: one day reads `voice_daily_day_seconds` in order, the last 7 or 30 days read
 * `voice_recent` in order when it is current (otherwise the range's days are added up), all
 * time reads `voice_totals_seconds` in order.
 */
function topSeconds(range: DayRange | null, limit: number, recent?: RecentWindow): SQL {
  if (recent) {
    const column = recentColumn(recent);
    return sql`select user_id, ${column} as seconds from voice_recent where ${column} > 0
      order by ${column} desc nulls last, user_id limit ${limit}`;
  }
  if (!range) {
    return sql`select user_id, seconds from voice_totals where seconds > 0
      order by seconds desc nulls last, user_id limit ${limit}`;
  }
  if (range.from === range.to) {
    return sql`select user_id, seconds from voice_daily
      where day = ${range.to}::date and seconds > 0
      order by seconds desc nulls last, user_id limit ${limit}`;
  }
  return sql`select user_id, sum(seconds) as seconds from voice_daily
    where day between ${range.from}::date and ${range.to}::date
    group by user_id having sum(seconds) > 0
    order by 2 desc, user_id limit ${limit}`;
}

/**
 * The top `limit` members of the period. Tied members share a place (1, 1, 3): a place is
 * one more than the members with more time, all of whom come earlier in the list.
 */
export async function findRanking(
  db: Executor,
  range: DayRange | null,
  limit: number,
  recent?: RecentWindow,
): Promise<RankingRow[]> {
  const rows = await queryRows<{
    user_id: string;
    seconds: string | number;
    rank: number;
    name: string | null;
    avatar_url: string | null;
    is_connected: boolean;
  }>(
    db,
    sql`with top as (${topSeconds(range, limit, recent)}),
      ranked as (select user_id, seconds, rank() over (order by seconds desc)::int as rank from top)
      select r.user_id, r.seconds::bigint as seconds, r.rank,
        coalesce(m.nick, m.global_name, m.username) as name, m.avatar_url,
        v.user_id is not null as is_connected
      from ranked r
      left join discord_members m on m.user_id = r.user_id
      left join discord_voice_states v on v.user_id = r.user_id
      order by r.seconds desc, r.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    seconds: Number(row.seconds),
    rank: row.rank,
    name: row.name,
    avatarUrl: row.avatar_url,
    isConnected: row.is_connected,
  }));
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
