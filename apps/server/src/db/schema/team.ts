import { teamSettingsLimits } from '@panel/contract/api/team-accountability-values';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const emptyHistogram = sql`rollup_histogram_empty()`;

/**
 * Each staff member's running totals (docs/decisions/2026-12-05-team-analytics.md): a row holds
 * what they did from the first day up to the end of `day` (America/Sao_Paulo), and exists for the
 * days they did something. A period's figures are the row at its last day minus the row before
 * its first. Kept by triggers of migration 0051 in the transaction of each change (decisions,
 * undos, tickets, blacklist additions, refunds), recomputed by `team_rebuild`
 * (`npm run team:rebuild`). Durations are whole seconds; the histograms have 72 buckets
 * (`db/rollups/histogram.ts`).
 */
export const teamStaffDays = pgTable(
  'team_staff_days',
  {
    staffId: text('staff_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    whitelistApproved: integer('whitelist_approved').notNull().default(0),
    whitelistRejected: integer('whitelist_rejected').notNull().default(0),
    insertionApproved: integer('insertion_approved').notNull().default(0),
    insertionRejected: integer('insertion_rejected').notNull().default(0),
    /** Decisions taken from Discord (the review message's buttons); the rest from the panel. */
    discordDecisions: integer('discord_decisions').notNull().default(0),
    /** Decisions put back in the queue ("Desfazer"), on the day of the undo; no longer decided. */
    decisionsUndone: integer('decisions_undone').notNull().default(0),
    /** From submission to decision, summed over the decisions. */
    waitSeconds: bigint('wait_seconds', { mode: 'number' }).notNull().default(0),
    waitHistogram: integer('wait_histogram').array().notNull().default(emptyHistogram),
    ticketsDecided: integer('tickets_decided').notNull().default(0),
    /** From opening to decision, summed over the tickets. */
    closeSeconds: bigint('close_seconds', { mode: 'number' }).notNull().default(0),
    closeHistogram: integer('close_histogram').array().notNull().default(emptyHistogram),
    blacklistAdded: integer('blacklist_added').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.day] })],
);

/**
 * The team's accountability settings, one row (docs/decisions/2026-12-05-team-accountability.md):
 * days without activity before a staff member counts as inactive (`null`: off), the channel the
 * bot tells it in (`null`: none), the hours a pending application may wait. `inactivity_checked_at`
 * is when a worker last looked for quiet staff: the check runs at most hourly.
 */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey().default(1),
    inactivityDays: integer('inactivity_days').default(teamSettingsLimits.defaultInactivityDays),
    inactivityChannelId: text('inactivity_channel_id'),
    waitWarningHours: integer('wait_warning_hours')
      .notNull()
      .default(teamSettingsLimits.defaultWaitWarningHours),
    inactivityCheckedAt: timestamp('inactivity_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('team_settings_single_row', sql`${table.id} = 1`),
    check(
      'team_settings_inactivity_days',
      sql`${table.inactivityDays} IS NULL OR ${table.inactivityDays} BETWEEN 1 AND 90`,
    ),
    check('team_settings_wait_warning_hours', sql`${table.waitWarningHours} BETWEEN 1 AND 720`),
  ],
);

/**
 * The inactivity alert sent for each staff member's current quiet stretch: `quiet_since` is
 * when the stretch began (their last activity). A new alert goes only for a later stretch, so
 * the key and its conditional upsert let two workers send one.
 */
export const teamInactivityAlerts = pgTable('team_inactivity_alerts', {
  staffId: text('staff_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietSince: timestamp('quiet_since', { withTimezone: true }).notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
});
