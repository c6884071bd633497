import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSegment, openSegment, recordJoin, rollupRows } from '../../../test/analytics-history';
import { defined } from '../../../test/defined';
import { insertProduct } from '../../../test/store-fixtures';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { rollupDayOf } from '../../db/rollups/days';
import { bucketOf } from '../../db/rollups/histogram';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { gameServers } from '../../db/schema/game-servers';
import { pointsLedger, storePurchases } from '../../db/schema/store';
import { users } from '../../db/schema/users';
import { rollUpVoice } from '../calls';
import { rebuildCommunityAnalytics } from './service/rebuild';

// The rollups of migration 0053 on the database alone: what the triggers keep, checked against
// values worked out by hand, and against a rebuild from history. São Paulo is UTC-3: 23:59 there
// is 02:59 of the next day in UTC.

const member = (n: number) => `40000000000000${String(n).padStart(4, '0')}`;
const staff = '300000000000000001';
const at = (iso: string) => new Date(iso);

let handle: DatabaseHandle;
let db: DatabaseHandle['db'];
let server = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db
    .insert(users)
    .values([
      { id: staff, username: 'ana' },
      ...Array.from({ length: 300 }, (_, n) => ({ id: member(n), username: `m${n}` })),
    ]);
  const [row] = await db
    .insert(gameServers)
    .values({ name: 'Cidade Alta', keyHash: 'hash-1', keyPrefix: 'prp_1', createdByName: 'Ana' })
    .returning();
  server = defined(row).id;
});
afterAll(() => handle.close());

/** A whitelist sent at `sent`, and decided at `decided` when given. */
async function whitelist(
  n: number,
  sent: string,
  decided?: { at: string; status: 'approved' | 'rejected' },
) {
  const [row] = await db
    .insert(applications)
    .values({
      form: 'whitelist',
      userId: member(n),
      username: `m${n}`,
      answers: [],
      createdAt: at(sent),
    })
    .returning();
  if (decided) await decide(defined(row).id, decided.at, decided.status);
  return defined(row).id;
}

async function decide(id: number, when: string, status: 'approved' | 'rejected' | 'pending') {
  await db
    .update(applications)
    .set(
      status === 'pending'
        ? { status, decidedAt: null, decidedById: null, decidedByName: null }
        : { status, decidedAt: at(when), decidedById: staff, decidedByName: 'Ana' },
    )
    .where(eq(applications.id, id));
}

describe('community rollups (migration 0053)', () => {
  it('count each change on its São Paulo day: an undo takes it back, a first join counts once', async () => {
    // Sent at 23:59 on the 10th in São Paulo, approved at 00:01 on the 11th.
    await whitelist(1, '2026-11-11T02:59:00Z', { at: '2026-11-11T03:01:00Z', status: 'approved' });
    await recordJoin(db, { server, at: '2026-11-12T12:00:00Z', member: member(1) });
    await recordJoin(db, { server, at: '2026-11-13T12:00:00Z', member: member(1) });
    // In the game first (a server without whitelist), approved after: the approval counts it.
    await recordJoin(db, { server, at: '2026-11-12T13:00:00Z', member: member(2) });
    await whitelist(2, '2026-11-12T14:00:00Z', { at: '2026-11-12T16:00:00Z', status: 'approved' });
    // Approved, then put back in the queue ("Desfazer"): its approval and its join go.
    await recordJoin(db, { server, at: '2026-11-13T10:30:00Z', member: member(3) });
    const undone = await whitelist(3, '2026-11-13T10:00:00Z', {
      at: '2026-11-13T11:00:00Z',
      status: 'approved',
    });
    await decide(undone, '', 'pending');
    await recordJoin(db, {
      server,
      at: '2026-11-13T12:00:00Z',
      member: member(4),
      reason: 'no_whitelist',
    });

    // 19:30:10 on the 10th to 01:00 on the 11th in voice, credited by two minute rollups; the
    // AFK channel counts for nothing.
    const stay = await openSegment(db, {
      member: member(1),
      channel: 'v1',
      at: '2026-11-10T22:30:10Z',
    });
    await openSegment(db, {
      member: member(5),
      channel: 'afk',
      at: '2026-11-10T23:00:00Z',
      afk: true,
    });
    await rollUpVoice(db, at('2026-11-10T23:10:30Z'));
    await closeSegment(db, stay, '2026-11-11T04:00:00Z');
    await rollUpVoice(db, at('2026-11-11T04:00:00Z'));

    await db.insert(pointsLedger).values([
      {
        userId: member(6),
        kind: 'grant',
        amount: 500,
        reason: 'Evento',
        createdAt: at('2026-11-11T02:59:00Z'),
      },
      // Points taken away: neither given nor spent.
      {
        userId: member(6),
        kind: 'grant',
        amount: -50,
        reason: 'Ajuste',
        createdAt: at('2026-11-11T12:00:00Z'),
      },
    ]);
    const [undoneGrant] = await db
      .insert(pointsLedger)
      .values({
        userId: member(6),
        kind: 'grant',
        amount: 70,
        reason: 'Engano',
        createdAt: at('2026-11-11T12:00:00Z'),
      })
      .returning();
    await db.delete(pointsLedger).where(eq(pointsLedger.id, defined(undoneGrant).id));

    const shirt = await insertProduct(db, { name: 'Camisa', price: 300 });
    const cap = await insertProduct(db, { name: 'Boné', price: 100 });
    const purchase = (n: number, product: typeof shirt, when: string) => ({
      userId: member(n),
      productId: product.id,
      productName: product.name,
      price: product.price,
      delivery: 'manual' as const,
      state: 'pending' as const,
      idempotencyKey: `compra-${n}-${when}`,
      createdAt: at(when),
    });
    const [, refunded] = await db
      .insert(storePurchases)
      .values([
        purchase(7, shirt, '2026-11-12T12:00:00Z'),
        purchase(8, shirt, '2026-11-12T13:00:00Z'),
        purchase(9, cap, '2026-11-12T12:30:00Z'),
      ])
      .returning();
    await db.insert(pointsLedger).values(
      [7, 8].map((n) => ({
        userId: member(n),
        kind: 'purchase' as const,
        amount: -300,
        reason: 'Resgate',
        createdAt: at('2026-11-12T12:00:00Z'),
      })),
    );
    // Refunded at 23:30 on the 13th; the cap's product is deleted (its sales name none).
    await db
      .update(storePurchases)
      .set({ refundedAt: at('2026-11-14T02:30:00Z'), refundedByName: 'Ana', state: 'refunded' })
      .where(eq(storePurchases.id, defined(refunded).id));
    await db.execute(sql`delete from store_products where id = ${cap.id}`);

    const [, undoneEntry] = await db
      .insert(blacklistEntries)
      .values([
        {
          type: 'player',
          target: member(10),
          reason: 'Cheat',
          addedById: staff,
          addedByName: 'Ana',
          createdAt: at('2026-11-11T12:00:00Z'),
        },
        {
          type: 'player',
          target: member(11),
          reason: 'Engano',
          addedById: staff,
          addedByName: 'Ana',
          createdAt: at('2026-11-11T12:05:00Z'),
        },
      ])
      .returning();
    await db.execute(sql`update blacklist_entries set removed_at = '2026-11-14T02:59:00Z',
      removed_by_id = ${staff}, removed_by_name = 'Ana', removed_reason = 'Revisão', lifted_by = 'staff'
      where target = ${member(10)}`);
    await db.execute(sql`update blacklist_entries set removed_at = '2026-11-11T12:06:00Z',
      removed_by_id = ${staff}, removed_by_name = 'Ana',
      removed_reason = 'Adição desfeita por quem adicionou', lifted_by = 'staff'
      where id = ${defined(undoneEntry).id}`);

    // The players report: the day's most.
    for (const players of [5, 8, 3]) {
      await db
        .update(gameServers)
        .set({ playersOnline: players })
        .where(eq(gameServers.id, server));
    }

    const s = String(server);
    expect(await rollupRows(db)).toEqual({
      'applications.submitted|2026-11-10|whitelist': 1,
      'applications.submitted|2026-11-12|whitelist': 1,
      'applications.submitted|2026-11-13|whitelist': 1,
      'applications.approved|2026-11-11|': 1,
      'applications.approved|2026-11-12|': 1,
      [`applications.wait|2026-11-11|${bucketOf(120)}`]: 1,
      [`applications.wait|2026-11-12|${bucketOf(7200)}`]: 1,
      'funnel.approved|2026-11-10|': 1,
      'funnel.approved|2026-11-12|': 1,
      'funnel.joined|2026-11-10|': 1,
      'funnel.joined|2026-11-12|': 1,
      [`game.allowed|2026-11-12|${s}`]: 2,
      [`game.allowed|2026-11-13|${s}`]: 2,
      [`game.refused|2026-11-13|${s}`]: 1,
      'game.refusal|2026-11-13|no_whitelist': 1,
      [`game.peak|${rollupDayOf(new Date())}|${s}`]: 8,
      'voice.seconds|2026-11-10|': 16_190,
      'voice.seconds|2026-11-11|': 3600,
      'voice.hour|2026-11-10|19': 1790,
      'voice.hour|2026-11-10|20': 3600,
      'voice.hour|2026-11-10|21': 3600,
      'voice.hour|2026-11-10|22': 3600,
      'voice.hour|2026-11-10|23': 3600,
      'voice.hour|2026-11-11|0': 3600,
      'voice.channel|2026-11-10|v1': 16_190,
      'voice.channel|2026-11-11|v1': 3600,
      // The counted minutes' points (269 and 60) and the grant sent at 23:59 on the 10th.
      'store.earned|2026-11-10|': 769,
      'store.earned|2026-11-11|': 60,
      'store.spent|2026-11-12|': 600,
      'store.refunds|2026-11-13|': 1,
      [`store.sold|2026-11-12|${shirt.id}`]: 1,
      [`store.sold_points|2026-11-12|${shirt.id}`]: 300,
      'blacklist.added|2026-11-11|': 1,
      'blacklist.lifted|2026-11-13|': 1,
    });
  });

  it('rebuilds from history exactly what the triggers kept: from nothing, a range, a wrong row', async () => {
    // Three months of everything, minute rollups between, some undone, refunded or lifted.
    const start = Date.parse('2026-09-05T00:00:00Z');
    const when = (hours: number) => new Date(start + hours * 3_600_000).toISOString();
    for (let n = 20; n < 260; n++) {
      const sent = when(n * 7.5);
      const id = await whitelist(n, sent);
      if (n % 5 !== 0) {
        await decide(id, when(n * 7.5 + (n % 30) + 0.25), n % 4 === 0 ? 'rejected' : 'approved');
      }
      if (n % 23 === 0) await decide(id, '', 'pending');
      if (n % 3 === 0) {
        await recordJoin(db, {
          server,
          at: when(n * 7.5 + 40),
          member: member(n - (n % 9)),
          reason: n % 2 === 0 ? 'allowed' : 'missing_role',
        });
      }
      if (n % 4 === 0) {
        const stay = await openSegment(db, {
          member: member(n),
          channel: `v${n % 3}`,
          at: when(n * 7.5 + 1.1),
          afk: n % 16 === 0,
        });
        await rollUpVoice(db, at(when(n * 7.5 + 2.05)));
        await closeSegment(db, stay, when(n * 7.5 + 3.6));
        await rollUpVoice(db, at(when(n * 7.5 + 3.6)));
      }
      if (n % 6 === 0) {
        await db.insert(pointsLedger).values({
          userId: member(n),
          kind: n % 12 === 0 ? 'grant' : 'purchase',
          amount: n % 12 === 0 ? 40 : -60,
          reason: 'Histórico',
          createdAt: at(when(n * 7.5 + 5)),
        });
      }
      if (n % 7 === 0) {
        await db.insert(blacklistEntries).values({
          type: 'player',
          target: member(n),
          reason: 'Histórico',
          addedByName: 'Ana',
          createdAt: at(when(n * 7.5)),
          ...(n % 14 === 0 && {
            removedAt: at(when(n * 7.5 + 50)),
            removedByName: 'Ana',
            liftedBy: 'expiry' as const,
          }),
        });
      }
    }
    const rebuildNow = new Date('2026-12-01T12:00:00Z');
    const kept = await rollupRows(db);
    expect(Object.keys(kept).some((key) => key.startsWith('funnel.joined'))).toBe(true);

    await db.execute(sql`delete from analytics_days where metric <> 'game.peak'`);
    await rebuildCommunityAnalytics(db, { now: rebuildNow });
    expect(await rollupRows(db)).toEqual(kept);

    // A figure history does not hold, from a day on: the range's rebuild sets it right.
    await db.execute(sql`update analytics_days set value = value + 5
      where metric in ('voice.seconds', 'applications.approved') and day >= '2026-10-01'`);
    await db.execute(sql`insert into analytics_days (metric, day, key, value)
      values ('store.sold', '2026-10-10', '999', 3)`);
    await rebuildCommunityAnalytics(db, {
      from: '2026-09-20',
      to: '2026-12-01',
      chunkDays: 7,
      now: rebuildNow,
    });
    expect(await rollupRows(db)).toEqual(kept);
  });

  it('keeps what history no longer holds: the peaks, and the days of joins pruned since', async () => {
    const old = '2026-05-01T15:00:00Z';
    await recordJoin(db, { server, at: old, member: member(290) });
    await db.execute(sql`delete from game_joins where at < '2026-06-01'`);
    const before = await rollupRows(db);
    expect(before[`game.allowed|2026-05-01|${server}`]).toBe(1);
    await rebuildCommunityAnalytics(db, { from: '2026-04-01', to: '2026-05-31' });
    expect(await rollupRows(db)).toEqual(before);
  });
});
