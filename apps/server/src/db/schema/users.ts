import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './permissions';

/** Everyone who has signed in, or was named staff by Discord id. The id is the Discord id. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    roleName: text('role_name').references(() => roles.name, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Discord's `mfa_enabled` at the last sign-in; `null` before anyone asked (migration 0057). */
    discordMfaEnabled: boolean('discord_mfa_enabled'),
  },
  // Store searches find members by part of their names (migration 0019).
  (table) => [
    index('users_names_trgm_idx')
      .using('gin', sql`${table.username} gin_trgm_ops`, sql`${table.displayName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The staff: the few with a panel role, found without reading every member (migration 0051).
    index('users_role_name_idx')
      .on(table.roleName)
      .where(sql`${table.roleName} IS NOT NULL`),
  ],
);
