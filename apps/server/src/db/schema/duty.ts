import { dutyEndSources, dutyLimits, dutyStartSources } from '@panel/contract/api/duty-values';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Duty ("em serviço", docs/decisions/2026-12-05-duty.md): a shift is a staff member's stretch on
 * duty, from where they started it to where it ended (`ended_at` null while open). At most one
 * open shift per staff member, held by the partial unique index, so two starts at once make one.
 */
export const dutyShifts = pgTable(
  'duty_shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Their name when the shift started. */
    staffName: text('staff_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    startSource: text('start_source', { enum: dutyStartSources }).notNull(),
    endSource: text('end_source', { enum: dutyEndSources }),
  },
  (table) => [
    uniqueIndex('duty_shifts_one_open_idx')
      .on(table.staffId)
      .where(sql`${table.endedAt} IS NULL`),
    // A staff member's shifts by period: their own list, hours today and this week, the file.
    index('duty_shifts_staff_idx').on(table.staffId, table.startedAt, table.id),
    // Everyone's shifts by period (the team's figures).
    index('duty_shifts_started_idx').on(table.startedAt, table.id),
    check('duty_shifts_start_source', sql`${table.startSource} IN ('panel', 'discord', 'voice')`),
    check(
      'duty_shifts_end',
      sql`(${table.endedAt} IS NULL AND ${table.endSource} IS NULL) OR (${table.endedAt} >= ${table.startedAt} AND ${table.endSource} IN ('panel', 'discord', 'voice', 'limit'))`,
    ),
  ],
);

/** Duty's settings, one row: the longest shift and the staff voice channels. */
export const dutySettings = pgTable(
  'duty_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxShiftHours: integer('max_shift_hours').notNull().default(dutyLimits.defaultMaxShiftHours),
    voiceChannelIds: text('voice_channel_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('duty_settings_single_row', sql`${table.id} = 1`)],
);
