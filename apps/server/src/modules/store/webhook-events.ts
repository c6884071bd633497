import type { WebhookEventData } from '@panel/contract/api/webhooks';
import type { Executor } from '../../db/client';
import type { DeliveryResult, DiscordEffect } from '../../outbox/discord-effects';
import type { OutboxHooks } from '../../outbox/worker';
import { queueWebhookEvent, queueWebhookEvents } from '../integrations';
import {
  findGrantPurchaseId,
  findPurchaseRow,
  findRolePurchaseId,
  type PurchaseRow,
} from './repository/purchases';

// The store's webhook events (docs/decisions/2026-12-05-integrations.md, "Webhooks: events"),
// queued in the transaction of the change they tell.

type EventPurchase = WebhookEventData<'purchase.made'>['purchase'];

/**
 * The purchase as an event shows it, in the state staff see. A deleted product's purchase keeps
 * its name; its id is gone (`''`).
 */
function eventPurchase(row: PurchaseRow): EventPurchase {
  return {
    id: row.id,
    product: { id: row.product_id ?? '', name: row.product_name },
    member: { discordId: row.user_id, name: row.member_name },
    points: row.price,
    status: row.state,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A redemption: `purchase.made`, and `purchase.delivered` when it delivered at once (a code). */
export async function queueRedeemed(tx: Executor, row: PurchaseRow, at: Date): Promise<void> {
  const purchase = eventPurchase(row);
  await queueWebhookEvent(tx, 'purchase.made', { purchase }, at);
  if (row.state === 'delivered') {
    await queueWebhookEvent(tx, 'purchase.delivered', { purchase }, at);
  }
}

/** Delivered by staff (manual), by Discord (a role) or by its game servers. */
export function queueDelivered(tx: Executor, row: PurchaseRow): Promise<void> {
  return queueWebhookEvent(tx, 'purchase.delivered', { purchase: eventPurchase(row) });
}

export function queueRefunded(
  tx: Executor,
  row: PurchaseRow,
  reason: string | null,
  at: Date,
): Promise<void> {
  return queueWebhookEvent(tx, 'purchase.refunded', { purchase: eventPurchase(row), reason }, at);
}

/**
 * The purchase `id`, delivered now, read only when someone subscribes: a role given or a game
 * command run is most often no purchase's, or not its last.
 */
function queueDeliveredIf(tx: Executor, id: number | undefined): Promise<void> {
  if (id === undefined) return Promise.resolve();
  return queueWebhookEvents(tx, 'purchase.delivered', async () => {
    const row = await findPurchaseRow(tx, id);
    return row?.state === 'delivered' ? [{ purchase: eventPurchase(row) }] : [];
  });
}

/**
 * A role purchase is delivered when Discord gave the role: the worker's hook, in the
 * transaction that settles its outbox row (a refund that discarded it first settles nothing).
 */
export const purchaseDeliveryHooks: OutboxHooks = {
  async delivered(
    tx: Executor,
    effect: DiscordEffect,
    _result: DeliveryResult,
    outboxId: number,
  ): Promise<void> {
    if (effect.type !== 'member.addRole') return;
    await queueDeliveredIf(tx, await findRolePurchaseId(tx, outboxId));
  },
};

/**
 * An in-game purchase is delivered when its last grant command ran: the database's trigger
 * (`settle_game_purchase`, migration 0033) has settled it in the acknowledgement's statement, so
 * the purchase read here, in the same transaction, says so. The command was not delivered
 * before this acknowledgement, so a purchase delivered now became so now.
 */
export async function gameCommandRan(tx: Executor, commandId: number): Promise<void> {
  await queueDeliveredIf(tx, await findGrantPurchaseId(tx, commandId));
}
