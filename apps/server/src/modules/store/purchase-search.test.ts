import type { StorePurchaseList } from '@panel/contract/api/store';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { queryRows } from '../../db/client';
import { purchaseSearchCountCap } from './repository/purchase-search';

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

const list = async (query: string) => {
  const response = await s.call('listStorePurchases', s.as.administrador, { query });
  expect(response.statusCode).toBe(200);
  return response.json<StorePurchaseList>();
};

/** Members `${prefix} ${n}` (n from 1), ids from `firstId` on. */
async function insertMembers(firstId: bigint, count: number, prefix: string) {
  await db().execute(sql`
    insert into users (id, username, display_name)
    select (${String(firstId)}::bigint + g - 1)::text, 'conta' || g, ${prefix} || ' ' || g
    from generate_series(1, ${count}) as g`);
}

/** `count` manual purchases of the member, a millisecond apart, bought `minutesAgo`. */
async function insertPurchases(userId: string, count: number, product: string, minutesAgo: number) {
  await db().execute(sql`
    insert into store_purchases (user_id, product_name, price, delivery, state, idempotency_key,
      created_at)
    select ${userId}, ${product}, 100, 'manual', 'pending', 'escala-' || ${minutesAgo} || '-' || g,
      now() - make_interval(mins => ${minutesAgo}) + g * interval '1 millisecond'
    from generate_series(1, ${count}) as g`);
}

/** The ids of the member's purchases, newest first. */
async function newestOf(userId: string, take: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db(),
    sql`select id::text from store_purchases where user_id = ${userId}
      order by created_at desc, id desc limit ${take}`,
  );
  return rows.map((row) => row.id);
}

const ids = (page: StorePurchaseList) => page.data.map((row) => row.id);

describe('purchase searches at scale', () => {
  it('counts up to the cap past the page, newest first, and pages on', async () => {
    await insertMembers(750000000000000001n, 1, 'Quitéria Zuleica');
    const member = '750000000000000001';
    await insertPurchases(member, purchaseSearchCountCap + 30, 'Adesivo', 100);
    const first = await list('search=zuleica');
    expect(first.total).toBe(purchaseSearchCountCap);
    expect(ids(first)).toEqual(await newestOf(member, 20));
    const second = await list('search=zuleica&page=2');
    expect(second.total).toBe(20 + purchaseSearchCountCap);
    expect(ids(second)).toEqual((await newestOf(member, 40)).slice(20));
    expect(await list('search=zuleica&page=30')).toEqual({
      data: [],
      total: purchaseSearchCountCap + 30,
    });
    expect((await list(`search=${member}`)).total).toBe(purchaseSearchCountCap);
    expect((await list('search=zuleica&state=delivered')).total).toBe(0);
  });

  it('finds many old matches behind newer purchases, and a short text', async () => {
    await insertMembers(750000000000000100n, 2, 'Antiga Kwyxena');
    const old = '750000000000000100';
    await insertPurchases(old, purchaseSearchCountCap + 5, 'Moldura', 900);
    await insertPurchases('750000000000000101', 2100, 'Moldura', 1);
    await s.t.database.db.execute(
      sql`update users set display_name = 'Recente' where id = '750000000000000101'`,
    );
    const found = await list('search=kwyxena');
    expect(found.total).toBe(purchaseSearchCountCap);
    expect(ids(found)).toEqual(await newestOf(old, 20));
    const short = await list('search=wy');
    expect(short.total).toBe(purchaseSearchCountCap);
    expect(ids(short)).toEqual(await newestOf(old, 20));
  });

  it('finds a name many members have, and a product by its name', async () => {
    await insertMembers(750000000000001000n, 1100, 'Wanderlei Popular');
    for (const n of [1, 2, 3]) {
      await insertPurchases(String(750000000000001000n + BigInt(n)), 1, 'Emote Raro', 5 - n);
    }
    const found = await list('search=wanderlei');
    expect(found.total).toBe(3);
    expect(found.data.map((row) => row.member.id)).toEqual([
      '750000000000001003',
      '750000000000001002',
      '750000000000001001',
    ]);
    expect((await list('search=emote%20raro')).total).toBe(3);
  });
});
