import { blacklistMessages } from '@panel/contract/api/blacklist';
import {
  pointsText,
  storeCodeValidDays,
  storeMessages,
  type RedeemResult,
} from '@panel/contract/api/store';
import type { Database, Transaction } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { isBlacklisted } from '../../blacklist';
import { issueMemberCode } from '../../tokens';
import { purchaseRoleEffect } from '../discord-effects';
import { expiryOf, productServers, queueGameCommands } from './game-commands';
import { refuseUnconfirmedGameAccess } from './game-access';
import { toPurchase } from '../present-purchase';
import { changeBalance, insertLedgerEntry, lockBalance } from '../repository/points';
import {
  countActivePurchases,
  findPurchaseByKey,
  findPurchaseRow,
  insertPurchase,
  updatePurchase,
} from '../repository/purchases';
import { readProductFor, type ProductRow } from '../repository/products';
import { findRoleName, memberHasRole, takeStock } from '../repository/redeem';
import { queueRedeemed } from '../webhook-events';

const dayMs = 24 * 60 * 60_000;

/** Every refusal of a redemption, checked with the member's balance locked. */
async function refusal(
  tx: Transaction,
  member: Member,
  product: ProductRow | undefined,
  balance: number,
  blacklisted: boolean,
) {
  if (!product || product.hidden) return notFound(storeMessages.notFound);
  if (blacklisted) return forbidden(blacklistMessages.memberBlocked);
  if (product.requiredRoleId && !(await memberHasRole(tx, member.id, product.requiredRoleId))) {
    const name = (await findRoleName(tx, product.requiredRoleId)) ?? product.requiredRoleId;
    return forbidden(storeMessages.missingRole(name));
  }
  if (
    product.perMemberLimit !== null &&
    (await countActivePurchases(tx, member.id, product.id)) >= product.perMemberLimit
  ) {
    return conflict(storeMessages.limitReached(product.perMemberLimit));
  }
  if (product.stock === 0) return conflict(storeMessages.outOfStock);
  if (balance < product.price) {
    return conflict(
      `${storeMessages.insufficient}. ${storeMessages.needMore(product.price - balance)}.`,
    );
  }
  return null;
}

async function deliver(
  tx: Transaction,
  member: Member,
  product: ProductRow,
  purchaseId: number,
  audit: AuditContext,
  now: Date,
): Promise<void> {
  if (product.delivery === 'code' && product.codeType) {
    const code = await issueMemberCode(tx, {
      type: product.codeType,
      discordId: member.id,
      expiresAt: new Date(now.getTime() + storeCodeValidDays * dayMs),
      createdBy: { id: null, name: 'Loja' },
    });
    await updatePurchase(tx, purchaseId, { tokenId: code.id, code: code.token, deliveredAt: now });
  } else if (product.delivery === 'role' && product.deliveryRoleId) {
    const effect = purchaseRoleEffect(member.id, product.deliveryRoleId, product.name);
    const [outboxId] = await enqueueEffects(tx, [effect], audit.requestId);
    await updatePurchase(tx, purchaseId, { outboxId: outboxId ?? null });
  } else if (product.delivery === 'game') {
    await deliverInGame(tx, member, product, purchaseId, audit, now);
  }
}

/**
 * The product's commands for each of its game servers, run when the member is online there;
 * with a duration, its expiry commands held until it ends (docs/decisions/2026-11-28-game-commands.md).
 * Without any game server, the purchase fails at once: nothing could deliver it.
 */
async function deliverInGame(
  tx: Transaction,
  member: Member,
  product: ProductRow,
  purchaseId: number,
  audit: AuditContext,
  now: Date,
): Promise<void> {
  const serverIds = await productServers(tx, product);
  if (serverIds.length === 0) throw conflict(storeMessages.noGameServer);
  const expiresAt = expiryOf(now, product.durationDays);
  const purchase = {
    id: purchaseId,
    userId: member.id,
    memberName: member.name,
    productName: product.name,
  };
  const queue = {
    purchase,
    serverIds,
    delaySeconds: product.commandDelaySeconds,
    requestId: audit.requestId,
  };
  await queueGameCommands(tx, { ...queue, kind: 'grant', commands: product.gameCommands });
  if (expiresAt) {
    await queueGameCommands(tx, {
      ...queue,
      kind: 'expiry',
      commands: product.expiryCommands,
      notBefore: expiresAt,
    });
    await updatePurchase(tx, purchaseId, { expiresAt });
  }
}

async function buy(
  tx: Transaction,
  member: Member,
  product: ProductRow,
  key: string,
  audit: AuditContext,
  now: Date,
): Promise<number> {
  if (!(await takeStock(tx, product))) throw conflict(storeMessages.outOfStock);
  const points = await changeBalance(tx, member.id, -product.price);
  if (points === null) throw conflict(storeMessages.insufficient);
  const purchase = await insertPurchase(tx, {
    userId: member.id,
    productId: product.id,
    productName: product.name,
    productImage: product.images[0] ?? null,
    price: product.price,
    delivery: product.delivery,
    state: product.delivery === 'code' ? 'delivered' : 'pending',
    idempotencyKey: key,
    roleId: product.delivery === 'role' ? product.deliveryRoleId : null,
    createdAt: now,
  });
  await insertLedgerEntry(tx, {
    userId: member.id,
    kind: 'purchase',
    amount: -product.price,
    reason: `Resgate de ${product.name}`,
    purchaseId: purchase.id,
    at: now,
  });
  await deliver(tx, member, product, purchase.id, audit, now);
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'store.redeem',
    target: member.id,
    details: `Resgatou ${product.name} por ${pointsText(product.price)} na loja`,
    after: { purchaseId: String(purchase.id), productId: String(product.id), price: product.price },
  });
  return purchase.id;
}

/**
 * Redeems a product with points, in one transaction (docs/decisions/2026-11-24-store.md): the
 * member's balance row is locked first, so one member's redemptions run one at a time; the
 * idempotency key, the refusals, the stock (a conditional UPDATE), the debit (never below
 * zero), the purchase, its ledger row, its delivery and the audit entry commit together. A
 * key already used returns that purchase and buys nothing.
 */
export async function redeemProduct(
  db: Database,
  member: Member,
  input: { productId: number; key: string; confirmCannotEnter?: boolean },
  audit: AuditContext,
  now = new Date(),
): Promise<RedeemResult> {
  const blacklisted = await isBlacklisted(db, member.id);
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, member.id);
    const previous = await findPurchaseByKey(tx, member.id, input.key);
    let purchaseId = previous?.id;
    // A deleted product's purchase (product id gone) still answers its own key.
    if (previous && previous.productId !== null && previous.productId !== input.productId) {
      throw conflict(storeMessages.keyReused);
    }
    if (!purchaseId) {
      const product = await readProductFor(tx, input.productId, 'key share');
      const refused = await refusal(tx, member, product, balance, blacklisted);
      if (refused || !product) throw refused ?? notFound(storeMessages.notFound);
      await refuseUnconfirmedGameAccess(tx, member.id, product, input.confirmCannotEnter === true);
      purchaseId = await buy(tx, member, product, input.key, audit, now);
    }
    const row = await findPurchaseRow(tx, purchaseId);
    if (!row) throw new Error('purchase vanished in its transaction');
    if (!previous) await queueRedeemed(tx, row, now);
    const points = previous ? balance : balance - row.price;
    return { purchase: toPurchase(row), points, replayed: previous !== undefined };
  });
}
