import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ticketStatuses, ticketTypes } from '@panel/contract/api/tickets';
import { users } from './users';

/** Members' requests to staff. One pending ticket per member and type (partial unique index). */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    ticketType: text('ticket_type', { enum: ticketTypes }).notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('pending'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    generatedToken: boolean('generated_token').notNull().default(false),
    /** The unlock code (also a row of `tokens`, type `unlock`). */
    token: text('token'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: text('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    uniqueIndex('tickets_one_pending_idx')
      .on(table.userId, table.ticketType)
      .where(sql`${table.status} = 'pending'`),
    index('tickets_type_created_idx').on(table.ticketType, table.createdAt, table.id),
    index('tickets_created_idx').on(table.createdAt, table.id),
    index('tickets_user_idx').on(table.userId, table.createdAt),
  ],
);
