import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const applicationForms = ['whitelist', 'insertion'] as const;
export type ApplicationForm = (typeof applicationForms)[number];
export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Whitelist requests and role applications ("inscrições"). A member has at most one
 * pending application per form; the partial unique index enforces it.
 */
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form', { enum: applicationForms }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    /** The role applied for (insertions only). */
    roleName: text('role_name'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: applicationStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: text('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    uniqueIndex('applications_one_pending_idx')
      .on(table.userId, table.form)
      .where(sql`${table.status} = 'pending'`),
    index('applications_form_status_created_idx').on(
      table.form,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('applications_decided_at_idx').on(table.form, table.status, table.decidedAt),
  ],
);
