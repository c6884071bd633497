import {
  webhookBody,
  type WebhookEventData,
  type WebhookEventType,
} from '@panel/contract/api/webhooks';
import type { Executor } from '../../../db/client';
import { enqueueWebhook } from '../../../outbox/enqueue';
import { newWebhookMessageId } from '../../../outbox/webhook-signature';
import { subscribersOf } from '../repository/webhooks';

/**
 * Queues `type` for every subscription that wants it, in the transaction of the change it tells
 * (docs/decisions/2026-12-05-integrations.md): the event is sent only if the change commits, and
 * never lost once it has. One indexed look-up when nobody subscribes. Each subscription gets its
 * own message id (`webhook-id`), kept across retries.
 */
export async function queueWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  type: T,
  data: WebhookEventData<T>,
  at = new Date(),
): Promise<void> {
  const subscribers = await subscribersOf(tx, type);
  if (subscribers.length === 0) return;
  const body = webhookBody(type, data as never, at);
  for (const subscriptionId of subscribers) {
    await enqueueWebhook(tx, subscriptionId, {
      type: 'webhook.deliver',
      subscriptionId,
      messageId: newWebhookMessageId(),
      eventType: type,
      timestamp: at.toISOString(),
      body,
    });
  }
}
