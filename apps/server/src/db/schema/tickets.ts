import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ticketChannelStatuses,
  ticketStatuses,
  ticketTypes,
  type TranscriptMessage,
} from '@panel/contract/api/tickets';

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
    /** The ticket's private channel in Discord, once the bot created it. */
    channelId: text('channel_id'),
    channelStatus: text('channel_status', { enum: ticketChannelStatuses }),
    /** Why the channel could not be created or closed, in Portuguese. */
    channelError: text('channel_error'),
    /**
     * A report's reported member, checked in the guild when it was opened; no reference to
     * `users`: they may never have signed in to the panel.
     */
    reportedUserId: text('reported_user_id'),
    reportedUsername: text('reported_username'),
  },
  (table) => [
    uniqueIndex('tickets_one_pending_idx')
      .on(table.userId, table.ticketType)
      .where(sql`${table.status} = 'pending'`),
    index('tickets_type_created_idx').on(table.ticketType, table.createdAt, table.id),
    index('tickets_created_idx').on(table.createdAt, table.id),
    index('tickets_user_idx').on(table.userId, table.createdAt),
    // The reports about a member: their file's timeline.
    index('tickets_reported_user_idx')
      .on(table.reportedUserId, table.createdAt, table.id)
      .where(sql`${table.reportedUserId} IS NOT NULL`),
  ],
);

/**
 * A closed ticket channel's conversation, saved before the channel is deleted: oldest first,
 * at most 1,000 messages (`truncated` when there were more).
 */
export const ticketTranscripts = pgTable('ticket_transcripts', {
  ticketId: bigint('ticket_id', { mode: 'number' })
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  messages: jsonb('messages').$type<TranscriptMessage[]>().notNull(),
  truncated: boolean('truncated').notNull().default(false),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff lifted or imposed on a member beyond their applications: the redemption
 * block, and the moment the reapply cooldown was lifted (rejections before it no longer
 * count). One row per member, created when first needed.
 */
export const memberFlags = pgTable('member_flags', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  redeemBlockedAt: timestamp('redeem_blocked_at', { withTimezone: true }),
  /** Failures before this moment no longer count towards a new block. */
  redeemUnblockedAt: timestamp('redeem_unblocked_at', { withTimezone: true }),
  cooldownLiftedAt: timestamp('cooldown_lifted_at', { withTimezone: true }),
});
