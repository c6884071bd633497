import { pointsText } from '@panel/contract/api/store-values';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { pointsLedger, storeProducts, storePurchases } from '../db/schema/store';
import { insertAuditEntries } from './demo-history';
import { between, pickWith } from './demo-random';
import { historyRegulars } from './demo-team-requests';
import { nextOnDuty, type PlannedShift } from './demo-team-shifts';
import { demoStaff } from './demo-team-staff';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const closest = (shifts: readonly PlannedShift[], at: number) =>
  shifts.reduce<PlannedShift | undefined>(
    (best, shift) =>
      !best || Math.abs(shift.start.getTime() - at) < Math.abs(best.start.getTime() - at)
        ? shift
        : best,
    undefined,
  );

/** Manual products a member bought and the administrador refunded, and why. */
const refunds = [
  {
    product: 'Tela de Ausente',
    daysAgo: 41,
    reason: 'Comprou por engano; pediu o reembolso por ticket.',
  },
  {
    product: 'Banner Personalizado',
    daysAgo: 12,
    reason: 'A equipe de design não conseguiu entregar no prazo.',
  },
];

/**
 * Two purchases refunded by the administrador, as `buy` and `refundPurchase` leave them: the
 * purchase refunded, its debit and its refund in the ledger (the member's balance as before), the
 * stock given back, and both audit entries.
 */
export async function seedTeamRefunds(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Promise<void> {
  const admin = demoStaff.lead;
  const products = await tx
    .select()
    .from(storeProducts)
    .where(
      inArray(
        storeProducts.name,
        refunds.map((refund) => refund.product),
      ),
    );
  for (const refund of refunds) {
    const product = products.find((row) => row.name === refund.product);
    const member = pickWith(random, historyRegulars);
    // The administrador's shift nearest the day, and the purchase the evening before it.
    const around = now.getTime() - refund.daysAgo * dayMs;
    const shift = closest(
      shifts.filter((candidate) => candidate.staff === admin && candidate.end),
      around,
    );
    const boughtAt = shift && new Date(shift.start.getTime() - between(random, 12, 30) * hourMs);
    const on = shift && boughtAt && nextOnDuty([shift], boughtAt, () => true, random, now);
    if (!product || !boughtAt || !on) continue;
    const [purchase] = await tx
      .insert(storePurchases)
      .values({
        userId: member.id,
        productId: product.id,
        productName: product.name,
        productImage: product.images[0] ?? null,
        price: product.price,
        delivery: product.delivery,
        state: 'refunded',
        idempotencyKey: `demo-${refund.daysAgo}-${member.id}`,
        refundedAt: on.at,
        refundedByName: on.staff.name,
        refundReason: refund.reason,
        createdAt: boughtAt,
      })
      .returning();
    if (!purchase) continue;
    const ledger = { userId: member.id, purchaseId: purchase.id };
    await tx.insert(pointsLedger).values([
      {
        ...ledger,
        kind: 'purchase',
        amount: -product.price,
        reason: `Resgate de ${product.name}`,
        createdAt: boughtAt,
        updatedAt: boughtAt,
      },
      {
        ...ledger,
        kind: 'refund',
        amount: product.price,
        reason: `Reembolso de ${product.name}: ${refund.reason}`,
        actorId: on.staff.id,
        actorName: on.staff.name,
        createdAt: on.at,
        updatedAt: on.at,
      },
    ]);
    const memberName = member.globalName ?? member.username;
    await insertAuditEntries(tx, [
      {
        createdAt: boughtAt,
        actorId: member.id,
        actorName: memberName,
        actionType: 'create',
        action: 'store.redeem',
        target: member.id,
        details: `Resgatou ${product.name} por ${pointsText(product.price)} na loja`,
        after: {
          purchaseId: String(purchase.id),
          productId: String(product.id),
          price: product.price,
        },
      },
      {
        createdAt: on.at,
        actorId: on.staff.id,
        actorName: on.staff.name,
        actionType: 'update',
        action: 'store.purchase.refund',
        target: member.id,
        details: `Reembolsou a compra #${purchase.id} (${product.name}, ${pointsText(product.price)}): ${refund.reason}`,
        before: { state: 'pending' },
        after: { state: 'refunded', points: product.price },
      },
    ]);
  }
}
