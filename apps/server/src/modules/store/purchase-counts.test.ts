import { purchaseStates, type StorePurchaseList } from '@panel/contract/api/store';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { memberSession } from '../../../test/member-session';
import { givePoints, insertProduct } from '../../../test/store-fixtures';
import { redeem, redeemed } from '../../../test/store-redeem';
import { queryRows } from '../../db/client';
import { outbox } from '../../db/schema/deliveries';
import { storeProducts, storePurchases } from '../../db/schema/store';
import { users } from '../../db/schema/users';
import { shownState } from './repository/purchases';

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

const list = async (query: string) => {
  const response = await s.call('listStorePurchases', s.as.administrador, { query });
  expect(response.statusCode).toBe(200);
  return response.json<StorePurchaseList>();
};

let next = 0;
async function buy(values: Parameters<typeof insertProduct>[1] = {}) {
  next += 1;
  const memberId = String(740000000000000000n + BigInt(next));
  const cookie = await memberSession(s.t, memberId, `Contado ${next}`);
  await givePoints(db(), memberId, 1000);
  const product = await insertProduct(db(), { price: 100, ...values });
  const { purchase } = redeemed(await redeem(s.t, cookie, product.id, `contagem-${next}`));
  return { memberId, productId: product.id, id: Number(purchase.id) };
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

/** Counters and sales as kept by the triggers, and the same counted from the purchases. */
async function expectCountsRight() {
  const shape = (list: { key: string | number; total: string | number }[]) =>
    list.map((row) => [String(row.key), Number(row.total)]);
  const bucket = sql`case when refunded_at is not null then 'refunded'
    when delivery = 'role' and outbox_id is not null then 'outbox' else state end`;
  expect(
    shape(
      await rows(sql`select bucket as key, total from store_purchase_counts
      where total <> 0 order by bucket`),
    ),
  ).toEqual(
    shape(
      await rows(sql`select ${bucket} as key, count(*) as total from store_purchases
      group by 1 order by 1`),
    ),
  );
  expect(
    shape(
      await rows(sql`select product_id as key, sold as total from store_product_sales
      where sold <> 0 order by product_id`),
    ),
  ).toEqual(
    shape(
      await rows(sql`select product_id as key, count(*) as total from store_purchases
      where product_id is not null and state <> 'refunded' group by 1 order by 1`),
    ),
  );
  // Each state's total in the list is what the shown state says, purchase by purchase.
  const shown = await rows<{ state: string; total: string | number }>(
    sql`select ${shownState} as state, count(*) as total from store_purchases p
      left join outbox o on o.id = p.outbox_id group by 1`,
  );
  const of = (state: string) => Number(shown.find((row) => row.state === state)?.total ?? 0);
  for (const state of purchaseStates) expect((await list(`state=${state}`)).total).toBe(of(state));
  const [all] = await rows<{ total: string | number }>(
    sql`select count(*) as total from store_purchases`,
  );
  expect((await list('page=1')).total).toBe(Number(all?.total));
}

describe('purchase totals kept by the database', () => {
  it('stay right after purchases, deliveries, refunds and deletes', async () => {
    await expectCountsRight();
    const manual = await buy();
    const code = await buy({ delivery: 'code', codeType: 'invite' });
    const role = await buy({ delivery: 'role', deliveryRoleId: '300000000000000601' });
    const failing = await buy({ delivery: 'role', deliveryRoleId: '300000000000000602' });
    const refunded = await buy();
    await expectCountsRight();

    const delivered = await s.call('deliverStorePurchase', s.as.administrador, {
      params: { id: manual.id },
    });
    expect(delivered.statusCode).toBe(200);
    const outboxOf = async (id: number) =>
      (await db().select().from(storePurchases).where(eq(storePurchases.id, id)))[0]?.outboxId ?? 0;
    await db()
      .update(outbox)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(outbox.id, await outboxOf(role.id)));
    await db()
      .update(outbox)
      .set({ status: 'failed', failureCode: 'missing_permission', attempts: 1 })
      .where(eq(outbox.id, await outboxOf(failing.id)));
    await expectCountsRight();
    expect((await list('state=failed')).data.map((row) => Number(row.id))).toEqual([failing.id]);

    for (const id of [refunded.id, failing.id]) {
      const response = await s.call('refundStorePurchase', s.as.administrador, {
        params: { id },
        body: {
          reason: 'Pedido do membro',
        },
      });
      expect(response.statusCode).toBe(200);
    }
    await expectCountsRight();

    // A deleted product leaves its purchases; a deleted member takes theirs along.
    await db().delete(storeProducts).where(eq(storeProducts.id, code.productId));
    await db().delete(users).where(eq(users.id, role.memberId));
    await db().delete(storePurchases).where(eq(storePurchases.id, manual.id));
    await expectCountsRight();
  });
});
