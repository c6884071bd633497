import type { Database } from '../../db/client';
import { OutboundError, outboundRequest, type Resolver } from '../../http/outbound';
import {
  WebhookDeliveryError,
  type WebhookDelivery,
  type WebhookEffect,
  type WebhookResponse,
} from '../../outbox/webhook-effects';
import { webhookHeaders } from '../../outbox/webhook-signature';
import { unseal } from '../../sealing';
import { findWebhookTarget } from './repository/webhook-deliveries';

// The worker's webhook deliveries (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// delivery"): the subscription read at each attempt (a new URL or a pause holds at once), its
// secret unsealed, the body signed as Standard Webhooks says with this attempt's timestamp, and
// posted through the guarded outgoing HTTP (`http/outbound.ts`). 2xx delivers; 410 and an
// address the panel may not reach fail for good; anything else is retried by the worker.

export interface WebhookDeliveryOptions {
  /** `http:` to a loopback address: demo mode and tests only. */
  allowLoopbackHttp?: boolean;
  /** The whole attempt; 15 s by default. */
  timeoutMs?: number;
  /** Host names' addresses (tests); the system's resolver by default. */
  resolve?: Resolver;
}

/** `Retry-After` in milliseconds: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The answer's text on one line, for the deliveries screen. */
const excerptOf = (body: Buffer, truncated: boolean) => {
  const text = body.toString('utf8').replace(/\s+/g, ' ').trim();
  return truncated ? `${text}…` : text;
};

function failureOf(status: number, headers: Record<string, unknown>, excerpt: string) {
  const said = excerpt ? `: ${excerpt}` : '';
  if (status === 410) {
    return new WebhookDeliveryError(
      `O receptor respondeu 410 (Gone)${said}`,
      true,
      'webhook_gone',
      status,
    );
  }
  if (status >= 300 && status < 400) {
    const location = typeof headers.location === 'string' ? ` para ${headers.location}` : '';
    return new WebhookDeliveryError(
      `O receptor respondeu ${status}, um redirecionamento${location}, que o painel não segue: cadastre a URL final.`,
      false,
      'webhook_redirect',
      status,
    );
  }
  const waits =
    status === 429 || status === 503
      ? retryAfterMs(
          typeof headers['retry-after'] === 'string' ? headers['retry-after'] : undefined,
        )
      : null;
  return new WebhookDeliveryError(
    `O receptor respondeu HTTP ${status}${said}`,
    false,
    'webhook_http_error',
    status,
    waits,
  );
}

function outboundFailure(error: OutboundError): WebhookDeliveryError {
  switch (error.kind) {
    case 'refused':
      return new WebhookDeliveryError(error.message, true, 'webhook_refused_address');
    case 'timeout':
      return new WebhookDeliveryError(error.message, false, 'webhook_timeout');
    case 'unreachable':
      return new WebhookDeliveryError(error.message, false, 'webhook_unreachable');
  }
}

/** The webhook kind's deliverer; `key` opens the subscriptions' secrets (`config.gameDbKey`). */
export function webhookDelivery(
  db: Database,
  key: Buffer | null,
  options: WebhookDeliveryOptions = {},
): WebhookDelivery {
  return {
    async deliver(effect: WebhookEffect): Promise<WebhookResponse> {
      const target = await findWebhookTarget(db, effect.subscriptionId);
      if (!target || target.pausedAt) {
        throw new WebhookDeliveryError(
          target ? 'A assinatura está pausada.' : 'A assinatura não existe mais.',
          false,
          'webhook_subscription_paused',
        );
      }
      let secret: string;
      try {
        if (!key) throw new Error('no key');
        secret = unseal(key, target.secretSealed);
      } catch {
        throw new WebhookDeliveryError(
          'O segredo da assinatura não abre com a chave deste servidor (GAME_DB_KEY).',
          true,
          'webhook_secret_unreadable',
        );
      }
      let response;
      try {
        response = await outboundRequest(target.url, {
          method: 'POST',
          headers: webhookHeaders(secret, effect),
          body: effect.body,
          allowLoopbackHttp: options.allowLoopbackHttp ?? false,
          ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
          ...(options.resolve && { resolve: options.resolve }),
        });
      } catch (error) {
        throw error instanceof OutboundError ? outboundFailure(error) : error;
      }
      const excerpt = excerptOf(response.body, response.truncated);
      if (response.status < 200 || response.status >= 300) {
        throw failureOf(response.status, response.headers, excerpt);
      }
      return { httpStatus: response.status, responseExcerpt: excerpt };
    },
  };
}
