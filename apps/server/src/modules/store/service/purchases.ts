import {
  pointsText,
  storeMessages,
  type StorePurchaseAdmin,
  type storePurchasesQuerySchema,
} from '@panel/contract/api/store';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../../db/client';
import { listReader, type ListPage } from '../../../db/list-page';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { discardDeliveryRow, discardDeliveryRows, lockDelivery } from '../../deliveries';
import { lockPurchaseCommands } from '../../../outbox/game-commands';
import { revokeUnusedCode } from '../../tokens';
import { refundRoleEffect } from '../discord-effects';
import { toPurchaseAdmin } from '../present-purchase';
import { changeBalance, insertLedgerEntry, lockBalance } from '../repository/points';
import { readProductFor, type ProductRow } from '../repository/products';
import { queueGameCommands } from './game-commands';
import { findMemberName } from '../repository/members';
import { findPurchasePage } from '../repository/purchase-list';
import {
  holdsRoleByAnotherPurchase,
  findPurchaseRow,
  lockPurchase,
  updatePurchase,
  type PurchaseRecord,
  type PurchaseRow,
} from '../repository/purchases';
import { returnStock } from '../repository/redeem';
import { queueDelivered, queueRefunded } from '../webhook-events';

/**
 * Purchases for staff, newest first, a page at a time: exact from the counters without a search;
 * a search counts up to its cap.
 */
const readPurchases = listReader({
  name: 'store-purchases',
  read: findPurchasePage,
  present: toPurchaseAdmin,
});

export async function listPurchases(
  db: Executor,
  query: z.output<typeof storePurchasesQuerySchema>,
): Promise<ListPage<StorePurchaseAdmin>> {
  return readPurchases(db, query);
}

async function readRow(tx: Executor, id: number): Promise<PurchaseRow> {
  const row = await findPurchaseRow(tx, id);
  if (!row) throw notFound('Compra não encontrada.');
  return row;
}

/** Staff delivered a manual purchase by hand. */
export function deliverPurchase(
  db: Database,
  id: number,
  note: string | undefined,
  audit: AuditContext,
  now = new Date(),
): Promise<StorePurchaseAdmin> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, id);
    if (!purchase) throw notFound('Compra não encontrada.');
    if (purchase.delivery !== 'manual') {
      throw conflict('Só compras de entrega manual são marcadas como entregues pela equipe.');
    }
    if (purchase.state !== 'pending') {
      throw conflict(
        purchase.state === 'refunded'
          ? 'Esta compra foi reembolsada.'
          : 'Esta compra já foi entregue.',
      );
    }
    await updatePurchase(tx, id, {
      state: 'delivered',
      deliveredAt: now,
      deliveredByName: audit.actor.name,
      deliveryNote: note ?? null,
    });
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'store.purchase.deliver',
      target: purchase.userId,
      details: `Entregou a compra #${id} (${purchase.productName})${note ? `: ${note}` : ''}`,
      before: { state: 'pending' },
      after: { state: 'delivered' },
    });
    const row = await readRow(tx, id);
    await queueDelivered(tx, row);
    return toPurchaseAdmin(row);
  });
}

/**
 * An in-game purchase's commands not run yet are dropped (its expiry's too); where a command
 * ran (or is running now), the product's refund commands are queued for that server. A
 * deleted product has no refund commands left to run.
 */
async function undoInGame(
  tx: Transaction,
  purchase: PurchaseRecord,
  product: ProductRow | undefined,
  audit: AuditContext,
): Promise<void> {
  const commands = await lockPurchaseCommands(tx, purchase.id);
  const open = (status: string) => ['pending', 'processing', 'failed', 'skipped'].includes(status);
  await discardDeliveryRows(
    tx,
    commands.filter((command) => open(command.status)).map((command) => String(command.id)),
    audit.actor,
    'Compra reembolsada',
  );
  const expired = new Set(
    commands
      .filter((command) => command.kind === 'expiry' && command.status === 'delivered')
      .map((command) => command.serverId),
  );
  const ranOn = [
    ...new Set(
      commands
        .filter(
          (command) =>
            command.kind === 'grant' &&
            (command.status === 'delivered' || command.status === 'processing') &&
            !expired.has(command.serverId),
        )
        .map((command) => command.serverId),
    ),
  ];
  await queueGameCommands(tx, {
    purchase: {
      id: purchase.id,
      userId: purchase.userId,
      memberName: (await findMemberName(tx, purchase.userId)) ?? purchase.userId,
      productName: purchase.productName,
    },
    kind: 'refund',
    commands: product?.refundCommands ?? [],
    delaySeconds: product?.commandDelaySeconds ?? 0,
    serverIds: ranOn,
    requestId: audit.requestId,
  });
}

/** Undoes what the purchase delivered: the role taken back, the unused code deleted. */
async function undoDelivery(
  tx: Transaction,
  purchase: PurchaseRecord,
  product: ProductRow | undefined,
  audit: AuditContext,
): Promise<void> {
  if (purchase.delivery === 'game') return undoInGame(tx, purchase, product, audit);
  if (purchase.delivery === 'code' && purchase.tokenId !== null) {
    if ((await revokeUnusedCode(tx, purchase.tokenId)) === 'used') {
      throw conflict(storeMessages.codeUsed);
    }
  }
  if (purchase.delivery !== 'role' || purchase.roleId === null) return;
  const delivery = purchase.outboxId === null ? null : await lockDelivery(tx, purchase.outboxId);
  if (delivery && ['pending', 'failed', 'skipped'].includes(delivery.status)) {
    // Not given yet: the grant is dropped instead of given and taken back.
    await discardDeliveryRow(tx, purchase.outboxId ?? 0, audit.actor, 'Compra reembolsada');
    return;
  }
  if (delivery?.status === 'discarded') return;
  if (delivery?.status === 'processing') {
    // Being sent now: whatever Discord answers, it is not tried again; the removal follows.
    await discardDeliveryRow(tx, purchase.outboxId ?? 0, audit.actor, 'Compra reembolsada');
  }
  // The member keeps a role another purchase of theirs still pays for.
  if (await holdsRoleByAnotherPurchase(tx, purchase)) return;
  const effect = refundRoleEffect(purchase.userId, purchase.roleId, purchase.productName);
  await enqueueEffects(tx, [effect], audit.requestId);
}

/**
 * Refunds a purchase: the points back to the member (ledger row), the unit back in a limited
 * stock, the delivery undone, the audit entry, all in one transaction. The member's balance
 * is locked before the purchase, in the order a redemption takes them.
 */
export async function refundPurchase(
  db: Database,
  id: number,
  reason: string,
  audit: AuditContext,
  now = new Date(),
): Promise<StorePurchaseAdmin> {
  return db.transaction(async (tx) => {
    const owner = await findPurchaseRow(tx, id);
    if (!owner) throw notFound('Compra não encontrada.');
    // In the order a redemption and a product's deletion take them: balance, product, purchase.
    await lockBalance(tx, owner.user_id);
    const product =
      owner.product_id === null
        ? undefined
        : await readProductFor(tx, Number(owner.product_id), 'no key update');
    const purchase = await lockPurchase(tx, id);
    if (!purchase) throw notFound('Compra não encontrada.');
    if (purchase.refundedAt) throw conflict('Esta compra já foi reembolsada.');
    await undoDelivery(tx, purchase, product, audit);
    await updatePurchase(tx, id, {
      state: 'refunded',
      refundedAt: now,
      refundedByName: audit.actor.name,
      refundReason: reason,
    });
    if (purchase.productId !== null) await returnStock(tx, purchase.productId);
    await changeBalance(tx, purchase.userId, purchase.price);
    await insertLedgerEntry(tx, {
      userId: purchase.userId,
      kind: 'refund',
      amount: purchase.price,
      reason: `Reembolso de ${purchase.productName}: ${reason}`,
      purchaseId: id,
      actor: audit.actor,
      at: now,
    });
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'store.purchase.refund',
      target: purchase.userId,
      details: `Reembolsou a compra #${id} (${purchase.productName}, ${pointsText(purchase.price)}): ${reason}`,
      before: { state: owner.state },
      after: { state: 'refunded', points: purchase.price },
    });
    const row = await readRow(tx, id);
    await queueRefunded(tx, row, reason, now);
    return toPurchaseAdmin(row);
  });
}
