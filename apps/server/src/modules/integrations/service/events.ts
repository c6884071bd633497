import {
  webhookBody,
  type WebhookEventData,
  type WebhookEventType,
} from '@panel/contract/api/webhooks';
import type { Executor } from '../../../db/client';
import { enqueueWebhook } from '../../../outbox/enqueue';
import { newWebhookMessageId } from '../../../outbox/webhook-signature';
import type { AuditActor } from '../../audit';
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
  await queueWebhookEvents(tx, type, [data], at);
}

/**
 * `queueWebhookEvent` for several events of one type (a batch of refused joins, the entries one
 * statement lifted): one look-up of the subscribers for all of them, each event queued in order
 * for each subscription. `datas` may be a function, called only when someone subscribes: what
 * the events need that the change did not read (members' names) costs nothing otherwise.
 */
export async function queueWebhookEvents<T extends WebhookEventType>(
  tx: Executor,
  type: T,
  datas: readonly WebhookEventData<T>[] | (() => Promise<readonly WebhookEventData<T>[]>),
  at = new Date(),
): Promise<void> {
  if (Array.isArray(datas) && datas.length === 0) return;
  const subscribers = await subscribersOf(tx, type);
  if (subscribers.length === 0) return;
  const events = typeof datas === 'function' ? await datas() : datas;
  const bodies = events.map((data) => webhookBody(type, data as never, at));
  for (const body of bodies) {
    for (const subscriptionId of subscribers)
      await queueDelivery(tx, subscriptionId, type, body, at);
  }
}

/** One delivery of `body` in a subscription's queue, under a message id of its own. */
export function queueDelivery(
  tx: Executor,
  subscriptionId: number,
  eventType: string,
  body: string,
  at: Date,
): Promise<number> {
  return enqueueWebhook(tx, subscriptionId, {
    type: 'webhook.deliver',
    subscriptionId,
    messageId: newWebhookMessageId(),
    eventType,
    timestamp: at.toISOString(),
    body,
  });
}

/**
 * Who did it, as an event names them: the audit entry's actor, `discordId` null for the system,
 * the form's triage or an integration (whose actor has no Discord id).
 */
export function webhookActor(actor: Pick<AuditActor, 'id' | 'name'>): {
  discordId: string | null;
  name: string;
} {
  return { discordId: actor.id, name: actor.name };
}
