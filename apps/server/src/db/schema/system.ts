import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One row a minute: whether the server could reach its database. Uptime comes from it. */
export const healthProbes = pgTable(
  'health_probes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    databaseMs: real('database_ms'),
  },
  (table) => [index('health_probes_at_idx').on(table.at)],
);

export const backupTriggers = ['schedule', 'manual'] as const;
export const backupStatuses = ['ok', 'failed'] as const;

/**
 * Each backup taken, by the worker's schedule or by `npm run backup`, recorded once it ended
 * (so a backup never holds its own row): the dashboard and the metrics read the last ones
 * (docs/decisions/2026-12-05-backups.md).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trigger: text('trigger', { enum: backupTriggers }).notNull(),
    status: text('status', { enum: backupStatuses }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** The file's name (no folder) once written. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed, in the words the operator reads. */
    error: text('error'),
  },
  (table) => [index('backup_runs_started_at_idx').on(table.startedAt)],
);

/**
 * The schedule the worker runs (`BACKUP_SCHEDULE`, `BACKUP_KEEP`), as the worker last reported
 * it: API processes read it from here, and several workers share its next run.
 */
export const backupSchedule = pgTable(
  'backup_schedule',
  {
    id: integer('id').primaryKey().default(1),
    /** The cron expression; null when scheduled backups are off. */
    pattern: text('pattern'),
    keep: integer('keep').notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** Since when this pattern is the schedule: runs due before it were not missed. */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('backup_schedule_single_row', sql`${table.id} = 1`)],
);
