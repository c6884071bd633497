import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEffect } from './webhook-effects';

// Standard Webhooks' signature (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// delivery"): HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}`, keyed by the
// base64-decoded secret after `whsec_`, sent as `v1,<base64>`. node:crypto only.

const secretPrefix = 'whsec_';

/** A subscription's secret: `whsec_` and 32 random bytes in base64, answered once at creation. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/** A delivery's `webhook-id`: `msg_` and 24 random base64url characters, kept across retries. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** `v1,<base64 HMAC-SHA256>` of the message under `secret` (`whsec_…`). */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(
    secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret,
    'base64',
  );
  const digest = createHmac('sha256', key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The panel's name to receivers. */
export const webhookUserAgent = 'PainelRP-Webhooks/1';

/** The headers of one attempt, signed at `now` (each attempt has its own timestamp). */
export function webhookHeaders(
  secret: string,
  effect: Pick<WebhookEffect, 'messageId' | 'body'>,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': webhookUserAgent,
    'webhook-id': effect.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, effect.messageId, timestamp, effect.body),
  };
}
