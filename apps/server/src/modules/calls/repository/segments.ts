import { defaultCallRules, type CallRules, type NotCountedReason } from '@panel/contract/api/calls';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { callRules, voiceSegments } from '../../../db/schema/calls';
import type { SegmentState, VoiceMember } from '../tracking/rules';

export interface OpenSegment extends SegmentState {
  id: number;
  userId: string;
  sessionStartedAt: Date;
  lastSeenAt: Date;
  creditedUntil: Date;
}

/** Everyone in voice now, per the catalog, with whether they are a bot. */
export async function findVoiceMembers(db: Executor): Promise<VoiceMember[]> {
  const rows = await queryRows<{
    user_id: string;
    channel_id: string;
    self_deaf: boolean;
    bot: boolean | null;
  }>(
    db,
    sql`select v.user_id, v.channel_id, v.self_deaf, m.bot
      from discord_voice_states v left join discord_members m on m.user_id = v.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    channelId: row.channel_id,
    selfDeaf: row.self_deaf,
    bot: row.bot ?? false,
  }));
}

export async function findAfkChannelId(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ afk_channel_id: string | null }>(
    db,
    sql`select afk_channel_id from discord_guild limit 1`,
  );
  return row?.afk_channel_id ?? null;
}

export async function findCallRules(db: Executor): Promise<CallRules> {
  const [row] = await db.select().from(callRules).where(eq(callRules.id, 1));
  return row
    ? { countAlone: row.countAlone, countAfk: row.countAfk, countSelfDeaf: row.countSelfDeaf }
    : defaultCallRules;
}

export async function saveCallRules(db: Executor, rules: CallRules): Promise<void> {
  await db
    .insert(callRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: callRules.id, set: { ...rules, updatedAt: sql`now()` } });
}

/**
 * Voice tracking writes one transaction at a time (the gateway's reconciliations, the rollup,
 * a rules change from an API process): each sees what the one before committed.
 */
export async function lockVoiceTracking(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('voice_tracking'))`);
}

/** The open segments, locked until the transaction ends. */
export async function lockOpenSegments(tx: Executor): Promise<OpenSegment[]> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    channel_id: string;
    afk: boolean;
    counted: boolean;
    not_counted: NotCountedReason | null;
    session_started_at: string | Date;
    last_seen_at: string | Date;
    credited_until: string | Date;
  }>(
    tx,
    sql`select id, user_id, channel_id, afk, counted, not_counted, session_started_at,
        last_seen_at, credited_until
      from voice_segments where ended_at is null for update`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    channelId: row.channel_id,
    afk: row.afk,
    counted: row.counted,
    notCounted: row.not_counted,
    sessionStartedAt: new Date(row.session_started_at),
    lastSeenAt: new Date(row.last_seen_at),
    creditedUntil: new Date(row.credited_until),
  }));
}

export async function closeSegment(
  tx: Executor,
  segment: OpenSegment,
  at: Date,
  reason: string,
  inferred: boolean,
): Promise<void> {
  // Never before what the rollup already counted.
  const end = at < segment.creditedUntil ? segment.creditedUntil : at;
  await tx
    .update(voiceSegments)
    .set({ endedAt: end, lastSeenAt: end, endReason: reason, inferred })
    .where(eq(voiceSegments.id, segment.id));
}

export async function openSegments(
  tx: Executor,
  rows: { userId: string; state: SegmentState; at: Date; sessionStartedAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(voiceSegments).values(
    rows.map(({ userId, state, at, sessionStartedAt }) => ({
      userId,
      channelId: state.channelId,
      afk: state.afk,
      counted: state.counted,
      notCounted: state.notCounted,
      sessionStartedAt,
      startedAt: at,
      lastSeenAt: at,
      creditedUntil: at,
    })),
  );
}

/** The day in Brasília of a moment, in SQL. */
const today = (now: Date) => sql`(${now}::timestamptz at time zone 'America/Sao_Paulo')::date`;

/**
 * On the first rollup of a day, the 7- and 30-day sums are computed again from the days (the
 * oldest day leaves both windows); later rollups add to them.
 */
export async function shiftRecentWindow(tx: Executor, now: Date): Promise<void> {
  const [row] = await queryRows<{ current: boolean }>(
    tx,
    sql`select as_of = ${today(now)} as current from voice_recent_window where id = 1 for update`,
  );
  if (row?.current) return;
  await tx.execute(sql`delete from voice_recent`);
  await tx.execute(sql`
    insert into voice_recent (user_id, week_seconds, month_seconds)
    select user_id, coalesce(sum(seconds) filter (where day > ${today(now)} - 7), 0), sum(seconds)
    from voice_daily where day > ${today(now)} - 30 and day <= ${today(now)}
    group by user_id`);
  await tx.execute(sql`
    insert into voice_recent_window (id, as_of) values (1, ${today(now)})
    on conflict (id) do update set as_of = excluded.as_of`);
}

/** Whether the 7- and 30-day sums are those of the day of `now`. */
export async function recentWindowIsCurrent(db: Executor, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ current: boolean }>(
    db,
    sql`select as_of = ${today(now)} as current from voice_recent_window where id = 1`,
  );
  return row?.current === true;
}

/**
 * Moves every segment's uncounted time up to `now` (open ones) or its end (closed ones) into
 * the per-day (America/Sao_Paulo, split at midnight) and all-time totals, in one statement;
 * open segments are marked seen at `now`. Running it again adds nothing. Returns how many
 * segments moved and the days (YYYY-MM-DD) that got time.
 */
export async function rollUpSegments(
  db: Executor,
  now: Date,
): Promise<{ credited: number; days: string[] }> {
  const [row] = await queryRows<{ credited: number; days: string[] }>(
    db,
    sql`
    with due as (
      select id, user_id, afk, counted, credited_until as from_t,
        case when ended_at is null then greatest(credited_until, ${now}::timestamptz)
             else ended_at end as to_t
      from voice_segments
      where (ended_at is null or credited_until < ended_at)
      for update
    ), pieces as (
      select d.user_id, d.afk, d.counted, day::date as day,
        extract(epoch from
          least(d.to_t, (day + interval '1 day') at time zone 'America/Sao_Paulo')
          - greatest(d.from_t, day at time zone 'America/Sao_Paulo'))::bigint as secs
      from due d,
        generate_series(
          date_trunc('day', d.from_t at time zone 'America/Sao_Paulo'),
          date_trunc('day', d.to_t at time zone 'America/Sao_Paulo'),
          interval '1 day') as day
      where d.to_t > d.from_t
    ), per_day as (
      select user_id, day, sum(case when afk then 0 else secs end)::int as seconds,
        sum(case when counted then secs else 0 end)::int as counted_seconds
      from pieces where secs > 0 group by user_id, day
    ), daily as (
      insert into voice_daily as t (user_id, day, seconds, counted_seconds)
      select user_id, day, seconds, counted_seconds from per_day
      on conflict (user_id, day) do update set seconds = t.seconds + excluded.seconds,
        counted_seconds = t.counted_seconds + excluded.counted_seconds
    ), totals as (
      insert into voice_totals as t (user_id, seconds, counted_seconds)
      select user_id, sum(seconds), sum(counted_seconds) from per_day group by user_id
      on conflict (user_id) do update set seconds = t.seconds + excluded.seconds,
        counted_seconds = t.counted_seconds + excluded.counted_seconds
    ), recent as (
      insert into voice_recent as t (user_id, week_seconds, month_seconds)
      select user_id,
        coalesce(sum(seconds) filter (where day > ${today(now)} - 7), 0),
        sum(seconds)
      from per_day where day > ${today(now)} - 30 group by user_id
      on conflict (user_id) do update set week_seconds = t.week_seconds + excluded.week_seconds,
        month_seconds = t.month_seconds + excluded.month_seconds
    ), moved as (
      update voice_segments s set credited_until = d.to_t,
        last_seen_at = case when s.ended_at is null then d.to_t else s.last_seen_at end
      from due d where s.id = d.id
      returning s.id
    )
    select (select count(*)::int from moved) as credited,
      (select coalesce(json_agg(distinct day::text), '[]'::json) from per_day) as days`,
  );
  return { credited: row?.credited ?? 0, days: row?.days ?? [] };
}
