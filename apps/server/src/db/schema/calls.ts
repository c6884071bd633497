import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Time in voice, recorded by the bot from the gateway (docs/decisions/2026-11-24-calls.md).
 * A segment is a stretch in one channel under one counting state; a member has at most one
 * open segment. The rollup moves segments' time into per-day and all-time totals.
 */
export const voiceSegments = pgTable(
  'voice_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    channelId: text('channel_id').notNull(),
    /** When the member joined voice: kept across the segments of one stay (moves, rule changes). */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The last moment the bot knew the member was there (heartbeats while connected). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** How far this segment's time is already in the totals. */
    creditedUntil: timestamp('credited_until', { withTimezone: true }).notNull(),
    /** In the AFK channel: not in the ranking's time. */
    afk: boolean('afk').notNull(),
    /** Counts under the rules (points); `not_counted` says why not. */
    counted: boolean('counted').notNull(),
    notCounted: text('not_counted'),
    /** leave, move, state (a rule's condition changed), reconnect, outage. */
    endReason: text('end_reason'),
    /** Closed at the last moment the bot knew of, not at a seen event (an outage). */
    inferred: boolean('inferred').notNull().default(false),
  },
  (table) => [
    uniqueIndex('voice_segments_one_open')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('voice_segments_uncredited')
      .on(table.id)
      .where(sql`${table.endedAt} is null or ${table.creditedUntil} < ${table.endedAt}`),
    check(
      'voice_segments_times',
      sql`${table.startedAt} <= ${table.creditedUntil} and (${table.endedAt} is null or ${table.creditedUntil} <= ${table.endedAt})`,
    ),
  ],
);

/** Seconds in voice per member per day (America/Sao_Paulo). */
export const voiceDaily = pgTable(
  'voice_daily',
  {
    userId: text('user_id').notNull(),
    day: date('day').notNull(),
    /** Outside the AFK channel (the ranking). */
    seconds: integer('seconds').notNull().default(0),
    /** Under the counting rules (points). */
    countedSeconds: integer('counted_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('voice_daily_day_seconds').on(table.day, table.seconds.desc(), table.userId),
  ],
);

/** Seconds in voice per member since the bot started recording. */
export const voiceTotals = pgTable(
  'voice_totals',
  {
    userId: text('user_id').primaryKey(),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
    countedSeconds: bigint('counted_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('voice_totals_seconds').on(table.seconds.desc(), table.userId)],
);

/**
 * What time counts for points (one row; `false` leaves that time out). The ranking counts all
 * time outside the AFK channel.
 */
export const callRules = pgTable(
  'call_rules',
  {
    id: integer('id').primaryKey().default(1),
    countAlone: boolean('count_alone').notNull().default(false),
    countAfk: boolean('count_afk').notNull().default(false),
    countSelfDeaf: boolean('count_self_deaf').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('call_rules_single_row', sql`${table.id} = 1`)],
);

/**
 * Each member's seconds over the last 7 and 30 days (including today, America/Sao_Paulo), kept
 * by the rollup so the period rankings read an index instead of adding up days. Valid for the
 * day in `voice_recent_window`; the first rollup of a new day recomputes it from `voice_daily`.
 */
export const voiceRecent = pgTable(
  'voice_recent',
  {
    userId: text('user_id').primaryKey(),
    weekSeconds: bigint('week_seconds', { mode: 'number' }).notNull().default(0),
    monthSeconds: bigint('month_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('voice_recent_week').on(table.weekSeconds.desc(), table.userId),
    index('voice_recent_month').on(table.monthSeconds.desc(), table.userId),
  ],
);

export const voiceRecentWindow = pgTable(
  'voice_recent_window',
  {
    id: integer('id').primaryKey().default(1),
    /** The day (America/Sao_Paulo) `voice_recent` was computed for. */
    asOf: date('as_of').notNull(),
  },
  (table) => [check('voice_recent_window_single_row', sql`${table.id} = 1`)],
);
