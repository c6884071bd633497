import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rollupRows } from '../../test/analytics-history';
import { useTestApp } from '../../test/use-test-app';
import { queryRows } from '../db/client';
import { auditLog } from '../db/schema/audit';
import {
  pointsBalances,
  pointsLedger,
  purchaseBucketOf,
  storeProducts,
  storeProductSales,
  storePurchases,
} from '../db/schema/store';
import { rebuildCommunityAnalytics } from '../modules/analytics';
import { demoStaff } from './demo-team-staff';

const s = useTestApp({ teamHistory: true, signIn: ['administrador'] });
const db = () => s.t.database.db;

const tally = <T>(items: readonly T[], keyOf: (item: T) => string, valueOf = (_: T) => 1) => {
  const totals: Record<string, number> = {};
  for (const item of items) totals[keyOf(item)] = (totals[keyOf(item)] ?? 0) + valueOf(item);
  return totals;
};

/** São Paulo's hour of the day (UTC−3) at a moment, with its minutes. */
const saoPauloHour = (at: Date) => {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return local.getUTCHours() + local.getUTCMinutes() / 60;
};

describe('the demo community history', () => {
  it('gives "Comunidade" its best sellers, store points and players online over 90 days', async () => {
    const answer = await s.call('communityAnalytics', s.as.administrador, {
      query: { days: '90' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { store, game, days } = answer.json<CommunityAnalytics>();

    const sold = (await db().select().from(storePurchases)).filter(
      (row) => row.refundedAt === null && row.productId !== null,
    );
    expect(sold.length).toBeGreaterThan(20);
    expect(Object.fromEntries(store.topProducts.map((p) => [p.productId, p.sold]))).toEqual(
      tally(sold, (row) => String(row.productId)),
    );
    expect(Object.fromEntries(store.topProducts.map((p) => [p.productId, p.points]))).toEqual(
      tally(
        sold,
        (row) => String(row.productId),
        (row) => row.price,
      ),
    );
    // Popular products sell more: the list is most sold first, and not all alike.
    const counts = store.topProducts.map((product) => product.sold);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-1) ?? 0);

    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(store.earned)).toBeGreaterThan(0);
    const purchases = await db().select().from(storePurchases);
    expect(sum(store.spent)).toBe(sum(purchases.map((row) => row.price)));
    expect(sum(store.refunds)).toBe(2);
    // A few sales a week, spread over the period rather than bunched up at its end.
    const firstHalf = purchases.filter((row) => row.createdAt.toISOString() < `${days[45]}T03:00Z`);
    expect(firstHalf.length).toBeGreaterThan(5);

    expect(game.servers.length).toBeGreaterThan(0);
    for (const server of game.servers) {
      const reported = server.peakPlayers.filter((peak) => peak > 0);
      expect(reported.length, server.name).toBeGreaterThanOrEqual(10);
    }
    // Weekends fuller than weekdays.
    const [server] = game.servers;
    const peaks = days.flatMap((day, index) => {
      const peak = server?.peakPlayers[index] ?? 0;
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      return peak > 0 ? [{ peak, weekend: weekday === 0 || weekday === 6 }] : [];
    });
    const mean = (list: { peak: number }[]) => sum(list.map((p) => p.peak)) / list.length;
    expect(mean(peaks.filter((p) => p.weekend))).toBeGreaterThan(
      mean(peaks.filter((p) => !p.weekend)),
    );
  });

  it('leaves each sale as the store leaves it: ledger, balance, stock, counters and audit', async () => {
    const purchases = await db().select().from(storePurchases);
    const sales = purchases.filter((row) => row.idempotencyKey.startsWith('demo-venda-'));
    for (const sale of sales) {
      const hour = saoPauloHour(sale.createdAt);
      expect(hour).toBeGreaterThanOrEqual(11);
      expect(hour).toBeLessThanOrEqual(23.5);
    }
    // Delivered as the service leaves them: codes at once, manual ones by staff but the latest.
    const manual = sales.filter((row) => row.delivery === 'manual');
    expect(manual.filter((row) => row.state === 'pending')).toEqual([
      manual.reduce((latest, row) => (row.createdAt > latest.createdAt ? row : latest)),
    ]);
    for (const row of sales.filter((sale) => sale.state === 'delivered')) {
      expect(row.deliveredAt?.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      if (row.delivery === 'code') expect(row.tokenId).not.toBeNull();
      else expect(row.deliveredByName).toBe(demoStaff.lead.name);
    }
    const entries = (action: string) =>
      db().select().from(auditLog).where(eq(auditLog.action, action));
    expect(await entries('store.redeem')).toHaveLength(purchases.length);
    expect(await entries('store.purchase.deliver')).toHaveLength(
      manual.filter((row) => row.state === 'delivered').length,
    );

    // Every member's points never went below zero, and the balance is the ledger's sum.
    const ledger = await db()
      .select()
      .from(pointsLedger)
      .orderBy(pointsLedger.createdAt, pointsLedger.id);
    const running = new Map<string, number>();
    for (const move of ledger) {
      const balance = (running.get(move.userId) ?? 0) + move.amount;
      expect(balance, `${move.userId} ${move.createdAt.toISOString()}`).toBeGreaterThanOrEqual(0);
      running.set(move.userId, balance);
    }
    const balances = await db().select().from(pointsBalances);
    expect(Object.fromEntries(balances.map((row) => [row.userId, row.points]))).toEqual(
      Object.fromEntries(running),
    );
    expect(tally(ledger, (move) => String(move.purchaseId ?? ''))).toMatchObject(
      Object.fromEntries(sales.map((sale) => [String(sale.id), 1])),
    );

    const sold = purchases.filter((row) => row.state !== 'refunded' && row.productId !== null);
    const productSales = await db().select().from(storeProductSales);
    expect(
      Object.fromEntries(
        productSales.filter((row) => row.sold > 0).map((row) => [row.productId, row.sold]),
      ),
    ).toEqual(tally(sold, (row) => String(row.productId)));
    const stockAtStart: Record<string, number> = {
      'Overlay Premium': 10,
      'Banner Personalizado': 3,
    };
    for (const product of await db().select().from(storeProducts)) {
      const start = stockAtStart[product.name];
      const units = sold.filter((row) => row.productId === product.id).length;
      expect(product.stock, product.name).toBe(start === undefined ? null : start - units);
      if (start !== undefined) expect(product.stock, product.name).toBeGreaterThan(0);
    }
    const buckets = await queryRows<{ bucket: string; total: number }>(
      db(),
      sql`select ${purchaseBucketOf()} as bucket, count(*)::int as total
        from store_purchases group by 1`,
    );
    const counters = await queryRows<{ bucket: string; total: number }>(
      db(),
      sql`select bucket, total::int as total from store_purchase_counts where total <> 0`,
    );
    expect(counters.sort((a, b) => a.bucket.localeCompare(b.bucket))).toEqual(
      buckets.sort((a, b) => a.bucket.localeCompare(b.bucket)),
    );
  });

  it('keeps the community rollups as a rebuild from history makes them', async () => {
    const kept = await rollupRows(db());
    expect(Object.keys(kept).filter((key) => key.startsWith('game.peak|')).length).toBeGreaterThan(
      10,
    );
    expect(Object.keys(kept).filter((key) => key.startsWith('store.sold|')).length).toBeGreaterThan(
      15,
    );
    await rebuildCommunityAnalytics(db());
    expect(await rollupRows(db())).toEqual(kept);
  });
});
