import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tokenTypes } from '@panel/contract/api/tokens';
import { users } from './users';

/**
 * Redeemable codes. `token` is unique. A code staff typed (`generated` false) is compared
 * case-sensitively; one the panel drew (capitals of `tokenAlphabet`) in any case, and no code
 * may differ from a drawn one only in case (trigger `tokens_case_clash`, migration 0030;
 * docs/decisions/2026-11-28-codes-case.md). Unlock codes of tickets are rows of type `unlock`
 * with their `ticket_id`.
 */
export const tokens = pgTable(
  'tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull().unique('tokens_token_key'),
    type: text('type', { enum: tokenTypes }).notNull(),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    discordId: text('discord_id'),
    discordRole: text('discord_role'),
    /** Drawn by the panel (unlock codes, store codes, "Gerar"), not typed by staff. */
    generated: boolean('generated').notNull().default(false),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (table) => [
    // The last guard against overspending (docs/decisions/2026-11-23-codes-and-redemption.md): even a faulty query cannot overspend a code.
    check('tokens_uses_check', sql`${table.uses} >= 0 AND ${table.uses} <= ${table.maxUses}`),
    index('tokens_created_idx').on(table.createdAt, table.id),
    // The case clash check of a new code (migration 0030).
    index('tokens_token_upper_idx').on(sql`upper(${table.token})`),
  ],
);

/** Who redeemed which code; one row per code and member. */
export const tokenRedemptions = pgTable(
  'token_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => tokens.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('token_redemptions_once').on(table.tokenId, table.userId),
    // The codes a member redeemed, newest first: their file's timeline.
    index('token_redemptions_user_idx').on(table.userId, table.createdAt, table.id),
  ],
);

/** Failed redemptions, counted to block members who guess codes. */
export const redeemFailures = pgTable(
  'redeem_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempted: text('attempted').notNull(),
    reason: text('reason').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('redeem_failures_user_idx').on(table.userId, table.createdAt)],
);
