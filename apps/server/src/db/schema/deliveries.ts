import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OutboxEffect } from '../../outbox/effects';
import { gameServers } from './game-servers';
import { webhookSubscriptions } from './integrations';

/**
 * `skipped`: not sent because a bot setting it needs is missing (`missing_setting`);
 * `discarded`: dropped by staff. Both stay for the record.
 */
export const outboxStatuses = [
  'pending',
  'processing',
  'delivered',
  'failed',
  'skipped',
  'discarded',
] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Effects waiting to be delivered, written in the transaction that caused them: Discord's, sent
 * by the worker, and commands a game server takes (`game_server_id`, never the worker's;
 * docs/decisions/2026-11-28-game-commands.md).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    effect: jsonb('effect').$type<OutboxEffect>().notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The panel's name for the last failure (`DiscordFailureCode`) and Discord's own code. */
    failureCode: text('failure_code'),
    discordCode: integer('discord_code'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The bot setting whose absence skipped the effect; its id is filled in on retry. */
    missingSetting: text('missing_setting'),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    discardedById: text('discarded_by_id'),
    discardedByName: text('discarded_by_name'),
    discardReason: text('discard_reason'),
    requestId: text('request_id'),
    /** The game server that takes this command (`game.command`); null for Discord's effects. */
    gameServerId: bigint('game_server_id', { mode: 'number' }).references(() => gameServers.id, {
      onDelete: 'cascade',
    }),
    /**
     * The subscription a webhook delivery (`webhook.deliver`) goes to; null for every other
     * effect. Its rows are taken in order, one at a time (docs/decisions/2026-12-05-integrations.md).
     */
    webhookSubscriptionId: bigint('webhook_subscription_id', { mode: 'number' }).references(
      () => webhookSubscriptions.id,
      { onDelete: 'cascade' },
    ),
    /** The receiver's HTTP status of the last attempt of a webhook delivery. */
    httpStatus: integer('http_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_status_id_idx').on(table.status, table.id),
    index('outbox_failed_at_idx').on(table.failedAt),
    // The effects of one request: what a decision did on Discord, and undoing it.
    index('outbox_request_id_idx').on(table.requestId),
    // A game server's commands, due first.
    index('outbox_game_server_idx')
      .on(table.gameServerId, table.status, table.nextAttemptAt)
      .where(sql`${table.gameServerId} is not null`),
    // A subscription's deliveries, oldest first: only its oldest unsettled one is due.
    index('outbox_webhook_subscription_idx')
      .on(table.webhookSubscriptionId, table.id)
      .where(sql`${table.webhookSubscriptionId} is not null`),
    // A purchase's commands (a refund, the purchase's state kept from them).
    index('outbox_game_purchase_idx')
      .on(sql`(${table.effect}->>'purchaseId')`)
      .where(sql`${table.gameServerId} is not null`),
  ],
);
