import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

// Every read here is of `analytics_days` between two days (migration 0053): index ranges of its
// primary key (metric, day, key), at most the period's rows, whatever history holds
// (docs/decisions/2026-12-05-community-analytics.md).

/** The metrics drawn day by day, their keys added up. */
export const dailyMetrics = [
  'applications.submitted',
  'applications.approved',
  'applications.rejected',
  'voice.seconds',
  'store.earned',
  'store.spent',
  'store.refunds',
  'game.allowed',
  'game.refused',
] as const;
export type DailyMetric = (typeof dailyMetrics)[number];

/** The metrics read as the period's totals per key. */
export const keyedMetrics = [
  'applications.submitted',
  'applications.wait',
  'funnel.approved',
  'funnel.joined',
  'game.allowed',
  'game.refused',
  'game.refusal',
] as const;
export type KeyedMetric = (typeof keyedMetrics)[number];

export interface DayRange {
  from: string;
  to: string;
}

const metricList = (metrics: readonly string[]) =>
  sql.join(
    metrics.map((metric) => sql`${metric}`),
    sql`, `,
  );

const inRange = ({ from, to }: DayRange): SQL => sql`day between ${from}::date and ${to}::date`;

export async function findDailyValues(
  db: Executor,
  range: DayRange,
): Promise<{ metric: DailyMetric; day: string; value: number }[]> {
  return queryRows(
    db,
    sql`select metric, day::text as day, sum(value)::float8 as value
      from analytics_days
      where metric in (${metricList(dailyMetrics)}) and ${inRange(range)}
      group by metric, day`,
  );
}

export async function findKeyedTotals(
  db: Executor,
  range: DayRange,
): Promise<{ metric: KeyedMetric; key: string; value: number }[]> {
  return queryRows(
    db,
    sql`select metric, key, sum(value)::float8 as value
      from analytics_days
      where metric in (${metricList(keyedMetrics)}) and ${inRange(range)}
      group by metric, key`,
  );
}

/** Seconds in voice per weekday (0 Sunday) and hour of the period's days. */
export async function findVoiceHours(
  db: Executor,
  range: DayRange,
): Promise<{ weekday: number; hour: number; seconds: number }[]> {
  return queryRows(
    db,
    sql`select extract(dow from day)::int as weekday, key::int as hour,
        sum(value)::float8 as seconds
      from analytics_days
      where metric = 'voice.hour' and ${inRange(range)}
      group by 1, 2`,
  );
}

/** The channels with most time in voice, most first, with their names in the guild catalog. */
export async function findTopChannels(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<{ channel_id: string; name: string | null; seconds: number }[]> {
  return queryRows(
    db,
    sql`select t.key as channel_id, c.name, t.seconds
      from (
        select key, sum(value)::float8 as seconds from analytics_days
        where metric = 'voice.channel' and ${inRange(range)}
        group by key order by seconds desc, key limit ${limit}
      ) as t
      left join discord_channels as c on c.id = t.key
      order by t.seconds desc, t.key`,
  );
}

/** The products sold most (refunded sales left out), most first, with their names. */
export async function findTopProducts(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<{ product_id: string; name: string | null; sold: number; points: number }[]> {
  return queryRows(
    db,
    sql`select t.key as product_id, p.name, t.sold, t.points
      from (
        select key,
          coalesce(sum(value) filter (where metric = 'store.sold'), 0)::float8 as sold,
          coalesce(sum(value) filter (where metric = 'store.sold_points'), 0)::float8 as points
        from analytics_days
        where metric in ('store.sold', 'store.sold_points') and ${inRange(range)}
        group by key
        having coalesce(sum(value) filter (where metric = 'store.sold'), 0) > 0
        order by sold desc, points desc, key limit ${limit}
      ) as t
      left join store_products as p on p.id = t.key::bigint
      order by t.sold desc, t.points desc, t.key`,
  );
}

/** Every game server, by name. */
export async function findGameServers(db: Executor): Promise<{ id: string; name: string }[]> {
  return queryRows(db, sql`select id::text as id, name from game_servers order by lower(name), id`);
}

/** Each server's peak of players online on each day of the period that has one. */
export async function findPlayerPeaks(
  db: Executor,
  range: DayRange,
): Promise<{ server_id: string; day: string; value: number }[]> {
  return queryRows(
    db,
    sql`select key as server_id, day::text as day, value::float8 as value
      from analytics_days
      where metric = 'game.peak' and ${inRange(range)}`,
  );
}

/** Blacklist entries added and lifted per month (`YYYY-MM`) of the days given. */
export async function findBlacklistMonths(
  db: Executor,
  range: DayRange,
): Promise<{ month: string; metric: 'blacklist.added' | 'blacklist.lifted'; value: number }[]> {
  return queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM') as month, metric, sum(value)::float8 as value
      from analytics_days
      where metric in ('blacklist.added', 'blacklist.lifted') and ${inRange(range)}
      group by 1, 2`,
  );
}
