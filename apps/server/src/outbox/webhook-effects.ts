import { EffectFailure } from './failure';

// The outbox's webhook kind: one event posted to one subscription, signed as Standard Webhooks
// says, delivered by the worker's third lane in the order it was queued, per subscription
// (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery"). The row names its
// subscription (`outbox.webhook_subscription_id`); the effect is plain data, posted as it is.

export interface WebhookEffect {
  type: 'webhook.deliver';
  subscriptionId: number;
  /** `webhook-id`: `msg_` and random characters, the same on every attempt (the receiver's idempotency key). */
  messageId: string;
  /** The event's type (`WebhookEventType`, contract `api/webhooks`). */
  eventType: string;
  /** When the event happened, ISO 8601 (the body's `timestamp`). */
  timestamp: string;
  /** The exact JSON posted, and signed. */
  body: string;
}

export type WebhookFailureCode =
  /** The URL, or an address its host resolves to, is not one the panel may reach (SSRF). */
  | 'webhook_refused_address'
  /** The receiver answered a status other than 2xx (3xx, 410 have their own codes). */
  | 'webhook_http_error'
  /** No full answer in time. */
  | 'webhook_timeout'
  /** The name did not resolve, or the connection or TLS failed. */
  | 'webhook_unreachable'
  /** 410 Gone: the receiver wants no more; the subscription is paused at once. */
  | 'webhook_gone'
  /** A 3xx: never followed (the address it names is not the one checked). */
  | 'webhook_redirect'
  /** Paused after it was claimed: back to waiting, no attempt counted. */
  | 'webhook_subscription_paused'
  /** The subscription's secret cannot be opened (another sealing key). */
  | 'webhook_secret_unreadable';

/** What the receiver answered a delivery. */
export interface WebhookResponse {
  httpStatus: number;
  /** The answer's first KiB, as text. */
  responseExcerpt: string;
}

/** A delivery that did not end in a 2xx. `permanent` ones are not retried. */
export class WebhookDeliveryError extends EffectFailure<WebhookFailureCode> {
  constructor(
    message: string,
    permanent: boolean,
    code: WebhookFailureCode,
    /** The receiver's status, when it answered. */
    readonly httpStatus: number | null = null,
    /** Its `Retry-After` (429, 503), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message, permanent, code);
    this.name = 'WebhookDeliveryError';
  }
}

/**
 * Who delivers the webhook kind (`modules/integrations`' `webhookDelivery`): reads the
 * subscription (its URL, its sealed secret, whether it is paused), signs the body and posts it.
 * Answers a 2xx; throws a `WebhookDeliveryError` for anything else.
 */
export interface WebhookDelivery {
  deliver(effect: WebhookEffect): Promise<WebhookResponse>;
}
