import { pointsText, storeCodeValidDays } from '@panel/contract/api/store-values';
import { demoBlacklistedMemberIds } from '@panel/discord-local/community-members';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { auditLog } from '../db/schema/audit';
import { pointsLedger, storeProducts, storePurchases } from '../db/schema/store';
import { issueMemberCode } from '../modules/tokens';
import { insertAuditEntries } from './demo-history';
import { deliverableAfter, planDeliveries, type Delivered } from './demo-store-deliveries';
import { planSales, Wallets, type PlannedSale } from './demo-store-sales-plan';
import { historyRegulars } from './demo-team-requests';
import type { PlannedShift } from './demo-team-shifts';

const dayMs = 86_400_000;

/** Who buys: the regulars who are not staff, save those on the blacklist (the store refuses them). */
const buyers = historyRegulars.filter((member) => !demoBlacklistedMemberIds.includes(member.id));

/**
 * The store's sales of the last 90 days, as `redeemProduct` and `deliverPurchase` leave them: the
 * purchase (a code product's code issued and delivered at once, a manual one delivered by the
 * administrador on duty, the latest pending), its debit in the ledger, the buyer's balance, the
 * limited stock taken, and the audit entries, with the times they happened. The store's counters
 * and the community rollups are the triggers' (migrations 0019 and 0053).
 */
export async function seedStoreSales(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Promise<void> {
  const products = await tx.select().from(storeProducts).orderBy(storeProducts.id);
  const ledger = await tx
    .select({
      userId: pointsLedger.userId,
      amount: pointsLedger.amount,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(
      inArray(
        pointsLedger.userId,
        buyers.map((buyer) => buyer.id),
      ),
    );
  const planned = planSales({
    products,
    buyers,
    wallets: new Wallets(ledger),
    deliverable: deliverableAfter(shifts, now),
    now,
    random,
  });
  const deliveries = planDeliveries(planned, shifts, now, random);
  // A manual sale nobody could deliver in time is not made (none: `deliverable` saw to it).
  const sales = planned.filter(
    (sale) => sale.product.delivery !== 'manual' || deliveries.has(sale),
  );
  if (sales.length === 0) return;

  const codes = await issueCodes(tx, sales);
  const rows = await tx
    .insert(storePurchases)
    .values(
      sales.map((sale, index) => {
        const code = codes.get(sale);
        const delivered = deliveries.get(sale);
        return {
          userId: sale.buyer.id,
          productId: sale.product.id,
          productName: sale.product.name,
          productImage: sale.product.images[0] ?? null,
          price: sale.product.price,
          delivery: sale.product.delivery,
          state: code || delivered ? ('delivered' as const) : ('pending' as const),
          idempotencyKey: `demo-venda-${index + 1}`,
          tokenId: code?.id ?? null,
          code: code?.token ?? null,
          deliveredAt: code ? sale.at : (delivered?.at ?? null),
          deliveredByName: delivered?.by.name ?? null,
          deliveryNote: delivered?.note ?? null,
          createdAt: sale.at,
        };
      }),
    )
    .returning({ id: storePurchases.id, key: storePurchases.idempotencyKey });
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  const purchaseId = (index: number) => {
    const id = idOf.get(`demo-venda-${index + 1}`);
    if (id === undefined) throw new Error('a demo sale was not written');
    return id;
  };

  await tx.insert(pointsLedger).values(
    sales.map((sale, index) => ({
      userId: sale.buyer.id,
      kind: 'purchase' as const,
      amount: -sale.product.price,
      reason: `Resgate de ${sale.product.name}`,
      purchaseId: purchaseId(index),
      createdAt: sale.at,
      updatedAt: sale.at,
    })),
  );
  await insertAuditEntries(tx, auditOf(sales, deliveries, purchaseId));
  await takePointsAndStock(tx, sales);
}

/** Each code product's code, issued as `redeemProduct` issues it, dated when it was bought. */
async function issueCodes(
  tx: Transaction,
  sales: readonly PlannedSale[],
): Promise<Map<PlannedSale, { id: number; token: string }>> {
  const codes = new Map<PlannedSale, { id: number; token: string }>();
  for (const sale of sales) {
    const { codeType } = sale.product;
    if (sale.product.delivery !== 'code' || !codeType) continue;
    const code = await issueMemberCode(tx, {
      type: codeType,
      discordId: sale.buyer.id,
      expiresAt: new Date(sale.at.getTime() + storeCodeValidDays * dayMs),
      createdBy: { id: null, name: 'Loja' },
    });
    codes.set(sale, code);
  }
  const dates = [...codes].map(([sale, code]) => ({ id: code.id, at: sale.at.toISOString() }));
  await tx.execute(sql`update tokens as t set created_at = (v ->> 'at')::timestamptz
    from jsonb_array_elements(${JSON.stringify(dates)}::jsonb) as v
    where t.id = (v ->> 'id')::bigint`);
  return codes;
}

/**
 * The buyers' balances less what they spent (the balance's check, never below zero, holds the
 * plan to what they had earned) and the limited stocks less the units sold.
 */
async function takePointsAndStock(tx: Transaction, sales: readonly PlannedSale[]): Promise<void> {
  const spent = new Map<string, number>();
  const taken = new Map<number, number>();
  for (const { buyer, product } of sales) {
    spent.set(buyer.id, (spent.get(buyer.id) ?? 0) + product.price);
    if (product.stock !== null) taken.set(product.id, (taken.get(product.id) ?? 0) + 1);
  }
  const balances = [...spent].map(([userId, points]) => ({ userId, spent: points }));
  await tx.execute(sql`update points_balances as b
    set points = b.points - (v ->> 'spent')::bigint, updated_at = now()
    from jsonb_array_elements(${JSON.stringify(balances)}::jsonb) as v
    where b.user_id = v ->> 'userId'`);
  for (const [productId, units] of taken) {
    await tx
      .update(storeProducts)
      .set({ stock: sql`${storeProducts.stock} - ${units}` })
      .where(eq(storeProducts.id, productId));
  }
}

/** The audit entries `redeemProduct` and `deliverPurchase` write, at their times. */
function auditOf(
  sales: readonly PlannedSale[],
  deliveries: ReadonlyMap<PlannedSale, Delivered>,
  purchaseId: (index: number) => number,
): (typeof auditLog.$inferInsert)[] {
  return sales.flatMap((sale, index) => {
    const id = purchaseId(index);
    const { product, buyer } = sale;
    const redeemed: typeof auditLog.$inferInsert = {
      createdAt: sale.at,
      actorId: buyer.id,
      actorName: buyer.globalName ?? buyer.username,
      actionType: 'create',
      action: 'store.redeem',
      target: buyer.id,
      details: `Resgatou ${product.name} por ${pointsText(product.price)} na loja`,
      after: { purchaseId: String(id), productId: String(product.id), price: product.price },
    };
    const delivered = deliveries.get(sale);
    if (!delivered) return [redeemed];
    return [
      redeemed,
      {
        createdAt: delivered.at,
        actorId: delivered.by.id,
        actorName: delivered.by.name,
        actionType: 'update' as const,
        action: 'store.purchase.deliver',
        target: buyer.id,
        details: `Entregou a compra #${id} (${product.name})${delivered.note ? `: ${delivered.note}` : ''}`,
        before: { state: 'pending' },
        after: { state: 'delivered' },
      },
    ];
  });
}
