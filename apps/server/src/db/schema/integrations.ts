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

/**
 * The keys other tools call `/api/v1` with. Only the SHA-256 of a key is kept (`key_hash`); the
 * key is answered once, at creation. A key is looked up on every request, never cached, so a
 * revocation holds at once in every process; the same statement counts the request in the key's
 * minute (`window_started_at`, `window_count`), which makes the rate limit one per key across
 * processes (docs/decisions/2026-12-05-integrations.md).
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    /** `IntegrationScope`s (contract `api/integrations`). */
    scopes: text('scopes').array().notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: text('revoked_by_id'),
    revokedByName: text('revoked_by_name'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('integration_keys_key_hash_idx').on(table.keyHash),
    check('integration_keys_scopes_check', sql`cardinality(${table.scopes}) > 0`),
  ],
);

/**
 * Where the panel posts its events for another tool, signed as Standard Webhooks says with the
 * subscription's secret. The secret is kept sealed (AES-256-GCM under the panel's sealing key),
 * since signing needs it; it is answered once, at creation. A subscription that keeps failing is
 * paused (`paused_at`, `pause_reason`) until an administrador resumes it.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** `WebhookEventType`s (contract `api/webhooks`). */
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pauseReason: text('pause_reason'),
    /** Deliveries that failed in a row since the last success; a success resets it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (table) => [
    check('webhook_subscriptions_events_check', sql`cardinality(${table.events}) > 0`),
    index('webhook_subscriptions_created_at_idx').on(table.createdAt),
  ],
);
