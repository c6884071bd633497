import type { StorePurchaseAdmin, StorePurchaseList } from '@panel/contract/api/store';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { memberSession } from '../../../test/member-session';
import { balanceOf, givePoints, insertProduct, ledgerSum } from '../../../test/store-fixtures';
import { redeem, redeemed } from '../../../test/store-redeem';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { storeProducts, storePurchases } from '../../db/schema/store';
import { tokens } from '../../db/schema/tokens';

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

let next = 0;
async function buyer(points = 1000) {
  next += 1;
  const id = String(720000000000000000n + BigInt(next));
  const cookie = await memberSession(s.t, id, `Comprador ${next}`);
  await givePoints(db(), id, points);
  return { id, cookie };
}

async function buy(values: Parameters<typeof insertProduct>[1] = {}) {
  const member = await buyer();
  const product = await insertProduct(db(), { price: 100, ...values });
  const result = redeemed(await redeem(s.t, member.cookie, product.id, `compra-${next}-x`));
  return { member, product, purchase: result.purchase };
}

const refund = (id: string, reason = 'Pedido do membro') =>
  s.call('refundStorePurchase', s.as.administrador, { params: { id }, body: { reason } });

describe('purchases for staff', () => {
  it('lists them newest first, by state and by member or product', async () => {
    const { member, product, purchase } = await buy();
    const list = (query: string) =>
      s
        .call('listStorePurchases', s.as.administrador, { query })
        .then((r) => r.json<StorePurchaseList>());
    const all = await list('page=1');
    expect(all.data[0]).toMatchObject({
      id: purchase.id,
      member: { id: member.id, name: `Comprador ${next}` },
      product: { name: product.name },
      state: 'pending',
    });
    expect((await list(`search=${member.id}`)).data.map((row) => row.id)).toEqual([purchase.id]);
    expect((await list(`search=${encodeURIComponent(product.name)}`)).total).toBe(1);
    expect((await list('state=refunded')).data.some((row) => row.id === purchase.id)).toBe(false);
  });

  it('marks a manual purchase delivered, once, audited', async () => {
    const { member, purchase } = await buy();
    const response = await s.call('deliverStorePurchase', s.as.administrador, {
      params: { id: purchase.id },
      body: {
        note: 'Enviado por mensagem',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StorePurchaseAdmin>()).toMatchObject({
      state: 'delivered',
      deliveredBy: 'Ana Souza',
    });
    const again = await s.call('deliverStorePurchase', s.as.administrador, {
      params: { id: purchase.id },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Esta compra já foi entregue.');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.purchase.deliver'), eq(auditLog.target, member.id)));
    expect(audit?.details).toContain('Enviado por mensagem');
  });

  it('refunds: points and stock back, a ledger row, audited, and never twice', async () => {
    const { member, product, purchase } = await buy({ stock: 2 });
    expect(await balanceOf(db(), member.id)).toBe(900);
    const response = await refund(purchase.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<StorePurchaseAdmin>()).toMatchObject({
      state: 'refunded',
      refundReason: 'Pedido do membro',
      refundedBy: 'Ana Souza',
    });
    expect(await balanceOf(db(), member.id)).toBe(1000);
    expect(await ledgerSum(db(), member.id)).toBe(1000);
    const [row] = await db()
      .select({ stock: storeProducts.stock })
      .from(storeProducts)
      .where(eq(storeProducts.id, product.id));
    expect(row?.stock).toBe(2);
    const again = await refund(purchase.id);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Esta compra já foi reembolsada.');
    expect(await balanceOf(db(), member.id)).toBe(1000);
    // A refunded purchase no longer counts for the per-member limit or the delivery.
    const deliver = await s.call('deliverStorePurchase', s.as.administrador, {
      params: { id: purchase.id },
    });
    expect(messageOf(deliver)).toBe('Esta compra foi reembolsada.');
  });

  it('deletes the unused code of a refunded code purchase, and refuses once it was used', async () => {
    const first = await buy({ delivery: 'code', codeType: 'skip' });
    expect((await refund(first.purchase.id)).statusCode).toBe(200);
    const codes = await db()
      .select()
      .from(tokens)
      .where(eq(tokens.token, first.purchase.code ?? ''));
    expect(codes).toHaveLength(0);

    const second = await buy({ delivery: 'code', codeType: 'skip' });
    await db()
      .update(tokens)
      .set({ uses: 1 })
      .where(eq(tokens.token, second.purchase.code ?? ''));
    const refused = await refund(second.purchase.id);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'O código desta compra já foi usado; ela não pode ser reembolsada.',
    );
    expect(await balanceOf(db(), second.member.id)).toBe(900);
  });

  it('drops a role not given yet, and takes back one already given', async () => {
    const pending = await buy({ delivery: 'role', deliveryRoleId: '300000000000000555' });
    await refund(pending.purchase.id);
    const [purchase] = await db()
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.id, Number(pending.purchase.id)));
    const [grant] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, purchase?.outboxId ?? 0));
    expect(grant).toMatchObject({ status: 'discarded', discardReason: 'Compra reembolsada' });

    const given = await buy({ delivery: 'role', deliveryRoleId: '300000000000000556' });
    const [row] = await db()
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.id, Number(given.purchase.id)));
    await db()
      .update(outbox)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(outbox.id, row?.outboxId ?? 0));
    const list = await s.call('listStorePurchases', s.as.administrador, {
      query: { search: given.member.id },
    });
    expect(list.json<StorePurchaseList>().data[0]?.state).toBe('delivered');
    await refund(given.purchase.id);
    const removals = await db().select().from(outbox);
    expect(
      removals.some(
        (effect) =>
          effect.effect.type === 'member.removeRole' &&
          effect.effect.userId === given.member.id &&
          effect.effect.roleId === '300000000000000556',
      ),
    ).toBe(true);
  });

  it('shows a failed role delivery with its reason', async () => {
    const { member, purchase } = await buy({
      delivery: 'role',
      deliveryRoleId: '300000000000000557',
    });
    const [row] = await db()
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.id, Number(purchase.id)));
    await db()
      .update(outbox)
      .set({ status: 'failed', failureCode: 'missing_permission', discordCode: 50013, attempts: 1 })
      .where(eq(outbox.id, row?.outboxId ?? 0));
    const list = await s.call('listStorePurchases', s.as.administrador, {
      query: { state: 'failed', search: member.id },
    });
    const [shown] = list.json<StorePurchaseList>().data;
    expect(shown).toMatchObject({
      id: purchase.id,
      state: 'failed',
      deliveryId: String(row?.outboxId),
    });
    expect(shown?.failure).toContain('cargo');
  });

  it('keeps a role another purchase still pays for, and stops a grant being sent', async () => {
    const member = await buyer();
    const roleId = '300000000000000558';
    const first = await insertProduct(db(), {
      price: 100,
      delivery: 'role',
      deliveryRoleId: roleId,
    });
    const second = await insertProduct(db(), {
      price: 100,
      delivery: 'role',
      deliveryRoleId: roleId,
    });
    const a = redeemed(await redeem(s.t, member.cookie, first.id, 'mesmo-cargo-a')).purchase;
    const b = redeemed(await redeem(s.t, member.cookie, second.id, 'mesmo-cargo-b')).purchase;
    const rows = await db()
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.userId, member.id));
    const outboxOf = (id: string) => rows.find((row) => String(row.id) === id)?.outboxId ?? 0;
    await db()
      .update(outbox)
      .set({ status: 'delivered' })
      .where(eq(outbox.id, outboxOf(a.id)));
    // The second grant is being sent when the refund comes.
    await db()
      .update(outbox)
      .set({ status: 'processing' })
      .where(eq(outbox.id, outboxOf(b.id)));

    await refund(b.id);
    const [inFlight] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, outboxOf(b.id)));
    expect(inFlight?.status).toBe('discarded');
    const removals = (await db().select().from(outbox)).filter(
      (row) => row.effect.type === 'member.removeRole' && row.effect.userId === member.id,
    );
    expect(removals).toHaveLength(0);

    await refund(a.id);
    const after = (await db().select().from(outbox)).filter(
      (row) => row.effect.type === 'member.removeRole' && row.effect.userId === member.id,
    );
    expect(after).toHaveLength(1);
  });
});
