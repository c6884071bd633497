import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { defined } from '../../../test/defined';
import { memberSession } from '../../../test/member-session';
import { balanceOf, givePoints, insertProduct, ledgerSum } from '../../../test/store-fixtures';
import { redeem } from '../../../test/store-redeem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { testDatabaseKind } from '../../../test/test-database';
import { storeProducts, storePurchases } from '../../db/schema/store';

/** Only a real PostgreSQL runs these in parallel (SECURITY.md 18). */
describe.skipIf(testDatabaseKind !== 'postgres')('store races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const purchasesOf = (productId: number) =>
    t.database.db.select().from(storePurchases).where(eq(storePurchases.productId, productId));

  it('lets a member with points for 3 buy exactly 3 of 50 at once', async () => {
    const id = '730000000000000001';
    const cookie = await memberSession(t, id);
    await givePoints(t.database.db, id, 350);
    const product = await insertProduct(t.database.db, { price: 100 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeem(t, cookie, product.id, `corrida-pontos-${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(47).fill(409)]);
    expect(await purchasesOf(product.id)).toHaveLength(3);
    expect(await balanceOf(t.database.db, id)).toBe(50);
    expect(await ledgerSum(t.database.db, id)).toBe(50);
  });

  it('sells a stock of 5 to exactly 5 of 50 members', async () => {
    const product = await insertProduct(t.database.db, { price: 10, stock: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const id = String(731000000000000000n + BigInt(i));
        const cookie = await memberSession(t, id);
        await givePoints(t.database.db, id, 10);
        return cookie;
      }),
    );
    const responses = await Promise.all(
      buyers.map((cookie, i) => redeem(t, cookie, product.id, `corrida-estoque-${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(45).fill(409)]);
    expect(await purchasesOf(product.id)).toHaveLength(5);
    const [row] = await t.database.db
      .select({ stock: storeProducts.stock })
      .from(storeProducts)
      .where(eq(storeProducts.id, product.id));
    expect(row?.stock).toBe(0);
  });

  it('buys once for 10 requests with the same key at once', async () => {
    const id = '732000000000000001';
    const cookie = await memberSession(t, id);
    await givePoints(t.database.db, id, 1000);
    const product = await insertProduct(t.database.db, { price: 100 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => redeem(t, cookie, product.id, 'um-clique-duplo')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(
      new Set(responses.map((r) => r.json<{ purchase: { id: string } }>().purchase.id)).size,
    ).toBe(1);
    expect(await purchasesOf(product.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, id)).toBe(900);
  });

  it('refunds a purchase once when two staff refund it at once', async () => {
    const id = '733000000000000001';
    const cookie = await memberSession(t, id);
    await givePoints(t.database.db, id, 100);
    const product = await insertProduct(t.database.db, { price: 100 });
    const bought = (await redeem(t, cookie, product.id, 'reembolso-duplo')).json<{
      purchase: { id: string };
    }>();
    const admin = await signIn(t.app, demoIds.administrador);
    const call = apiCaller(t);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('refundStorePurchase', admin, {
          params: { id: bought.purchase.id },
          body: {
            reason: 'Corrida',
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(t.database.db, id)).toBe(100);
  });

  it('waits for a deletion in flight and answers 404, not a broken purchase', async () => {
    const id = '735000000000000001';
    const cookie = await memberSession(t, id);
    await givePoints(t.database.db, id, 100);
    const product = await insertProduct(t.database.db, { price: 10 });
    let answer: Promise<{ statusCode: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.delete(storeProducts).where(eq(storeProducts.id, product.id));
      answer = redeem(t, cookie, product.id, 'durante-a-exclusao');
      // The redemption reaches the product while the deletion holds it.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await defined(answer)).statusCode).toBe(404);
    expect(await balanceOf(t.database.db, id)).toBe(100);
  });
});
