import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Panel roles; `permissions` maps permission keys to booleans. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  color: text('color').notNull(),
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
