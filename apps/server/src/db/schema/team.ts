import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
