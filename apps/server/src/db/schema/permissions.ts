import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Panel roles; `permissions` maps permission keys to booleans. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  color: text('color').notNull(),
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How the panel protects staff accounts; one row (migration 0057). Any write tells every
 * process's session cache to forget what it holds (`panel_auth` 'r:staff_security'), since
 * whether a staff session may act depends on it
 * (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
 */
export const staffSecurity = pgTable(
  'staff_security',
  {
    id: integer('id').primaryKey().default(1),
    requireDiscordMfa: boolean('require_discord_mfa').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_security_single_row', sql`${table.id} = 1`)],
);
