import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle, type Executor } from '../../db/client';
import { rollupDayOf } from '../../db/rollups/days';
import {
  bucketOf,
  emptyHistogram,
  histogramPercentile,
  histogramResolution,
} from '../../db/rollups/histogram';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { pointsLedger } from '../../db/schema/store';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { createTestDatabase } from '../../../test/test-database';
import { rebuildTeamRollups } from './service/rebuild';

// The rollups of migration 0051 on the database alone: what the triggers keep, checked against
// values worked out by hand, and against a rebuild from history.

const ana = '300000000000000001';
const bruno = '300000000000000002';
const carla = '300000000000000003';
const member = (n: number) => `40000000000000${String(n).padStart(4, '0')}`;

let handle: DatabaseHandle;
let db: DatabaseHandle['db'];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db
    .insert(users)
    .values([
      { id: ana, username: 'ana', displayName: 'Ana' },
      { id: bruno, username: 'bruno', displayName: 'Bruno' },
      { id: carla, username: 'carla', displayName: 'Carla' },
      ...Array.from({ length: 400 }, (_, n) => ({ id: member(n), username: `m${n}` })),
    ]);
});
afterAll(() => handle.close());

interface DayRow {
  staff_id: string;
  day: string;
  whitelist_approved: number;
  whitelist_rejected: number;
  insertion_approved: number;
  insertion_rejected: number;
  discord_decisions: number;
  decisions_undone: number;
  wait_seconds: number;
  wait_histogram: number[];
  tickets_decided: number;
  close_seconds: number;
  close_histogram: number[];
  blacklist_added: number;
  refunds: number;
}

const counted = [
  'whitelist_approved',
  'whitelist_rejected',
  'insertion_approved',
  'insertion_rejected',
  'discord_decisions',
  'decisions_undone',
  'wait_seconds',
  'tickets_decided',
  'close_seconds',
  'blacklist_added',
  'refunds',
] as const;

function readRows(executor: Executor): Promise<DayRow[]> {
  return queryRows<DayRow>(
    executor,
    sql`select staff_id, day::text as day, whitelist_approved, whitelist_rejected,
        insertion_approved, insertion_rejected, discord_decisions, decisions_undone,
        wait_seconds::float8 as wait_seconds, wait_histogram, tickets_decided,
        close_seconds::float8 as close_seconds, close_histogram, blacklist_added, refunds
      from team_staff_days order by staff_id, day`,
  );
}

type Delta = Partial<Record<(typeof counted)[number], number>> & {
  waitBuckets?: Record<number, number>;
  closeBuckets?: Record<number, number>;
};

/** Each staff member's days as changes (a row minus the one before), days without any left out. */
function deltasOf(rows: DayRow[]): Record<string, Record<string, Delta>> {
  const result: Record<string, Record<string, Delta>> = {};
  let previous: DayRow | undefined;
  for (const row of rows) {
    const before = previous?.staff_id === row.staff_id ? previous : undefined;
    const delta: Delta = {};
    for (const key of counted) {
      const change = row[key] - (before?.[key] ?? 0);
      if (change !== 0) delta[key] = change;
    }
    const buckets = (now: number[], then: number[] | undefined) => {
      const changed = Object.fromEntries(
        now.flatMap((n, i) => (n - (then?.[i] ?? 0) !== 0 ? [[i + 1, n - (then?.[i] ?? 0)]] : [])),
      );
      return Object.keys(changed).length > 0 ? changed : undefined;
    };
    const waitBuckets = buckets(row.wait_histogram, before?.wait_histogram);
    const closeBuckets = buckets(row.close_histogram, before?.close_histogram);
    if (waitBuckets) delta.waitBuckets = waitBuckets;
    if (closeBuckets) delta.closeBuckets = closeBuckets;
    if (Object.keys(delta).length > 0) (result[row.staff_id] ??= {})[row.day] = delta;
    previous = row;
  }
  return result;
}

const at = (iso: string) => new Date(iso);
const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** The undo of a decision as the service writes it: back in the queue, and its audit entry. */
async function undo(id: number, actorId: string, status: 'approved' | 'rejected') {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update applications set status = 'pending', decided_at = null,
      decided_by_id = null, decided_by_name = null, decided_via = null where id = ${id}`);
    await tx.insert(auditLog).values({
      actorId,
      actorName: actorId,
      actionType: 'update',
      action: 'applications.whitelist.undo',
      details: 'Desfez a aprovação',
      before: { id: String(id), status },
      after: { id: String(id), status: 'pending' },
    });
  });
}

describe('team rollups (migration 0051)', () => {
  const today = rollupDayOf(new Date());

  it('count each fact on its America/Sao_Paulo day, undone decisions and Discord apart', async () => {
    const created = '2026-11-10T12:00:00Z';
    // 23:59 in São Paulo on the 10th, and 00:01 on the 11th: both the 11th in UTC.
    const lateOnTenth = '2026-11-11T02:59:00Z';
    const earlyOnEleventh = '2026-11-11T03:01:00Z';
    const [undone] = await db
      .insert(applications)
      .values([
        {
          form: 'whitelist',
          userId: member(1),
          username: 'm1',
          answers: [],
          createdAt: at(created),
          status: 'approved',
          decidedAt: at(lateOnTenth),
          decidedById: ana,
          decidedByName: 'Ana',
          decidedVia: 'panel',
        },
        {
          form: 'whitelist',
          userId: member(4),
          username: 'm4',
          answers: [],
          createdAt: at('2026-11-12T10:00:00Z'),
        },
      ])
      .returning()
      .then((rows) => [rows[1]]);
    await db.insert(applications).values([
      {
        form: 'insertion',
        userId: member(2),
        username: 'm2',
        roleName: 'developer',
        answers: [],
        createdAt: at('2026-11-09T03:01:00Z'),
        status: 'rejected',
        decidedAt: at(earlyOnEleventh),
        decidedById: ana,
        decidedByName: 'Ana',
        decidedVia: 'discord',
      },
      {
        form: 'whitelist',
        userId: member(3),
        username: 'm3',
        answers: [],
        createdAt: at('2026-11-11T10:00:00Z'),
        status: 'approved',
        decidedAt: at('2026-11-11T10:30:00Z'),
        decidedById: bruno,
        decidedByName: 'Bruno',
        decidedVia: 'panel',
      },
      // A code approves for the member: not staff work.
      {
        form: 'whitelist',
        userId: member(5),
        username: 'm5',
        answers: [],
        status: 'approved',
        decidedAt: at('2026-11-11T11:00:00Z'),
        decidedById: member(5),
        decidedByName: 'm5',
      },
    ]);
    // Ana approves the pending one, then takes it back.
    if (!undone) throw new Error('no pending application');
    await db.execute(sql`update applications set status = 'approved',
      decided_at = '2026-11-12T11:00:00Z', decided_by_id = ${ana}, decided_by_name = 'Ana',
      decided_via = 'panel' where id = ${undone.id}`);
    await undo(undone.id, ana, 'approved');
    await db.insert(tickets).values([
      {
        userId: member(6),
        username: 'm6',
        ticketType: 'review_form',
        reason: 'Revisão',
        createdAt: at('2026-11-10T12:00:00Z'),
        status: 'approved',
        decidedAt: at('2026-11-10T18:00:00Z'),
        decidedById: bruno,
        decidedByName: 'Bruno',
      },
      // Closed by nobody (the system): not staff work.
      {
        userId: member(7),
        username: 'm7',
        ticketType: 'review_token',
        reason: 'Código',
        status: 'canceled',
        decidedAt: at('2026-11-10T18:00:00Z'),
      },
    ]);
    const [kept, undoneEntry] = await db
      .insert(blacklistEntries)
      .values([
        {
          type: 'player',
          target: member(8),
          reason: 'Cheat',
          addedById: ana,
          addedByName: 'Ana',
          createdAt: at('2026-11-11T12:00:00Z'),
        },
        {
          type: 'player',
          target: member(9),
          reason: 'Engano',
          addedById: ana,
          addedByName: 'Ana',
          createdAt: at('2026-11-11T12:05:00Z'),
        },
      ])
      .returning();
    expect(kept).toBeDefined();
    await db.execute(sql`update blacklist_entries set removed_at = '2026-11-11T12:05:10Z',
      removed_by_id = ${ana}, removed_by_name = 'Ana',
      removed_reason = 'Adição desfeita por quem adicionou', lifted_by = 'staff'
      where id = ${undoneEntry?.id ?? 0}`);
    await db.insert(pointsLedger).values([
      {
        userId: member(10),
        kind: 'refund',
        amount: 500,
        reason: 'Reembolso',
        actorId: bruno,
        actorName: 'Bruno',
        createdAt: at('2026-11-11T15:00:00Z'),
      },
      { userId: member(10), kind: 'grant', amount: 5, reason: 'Evento', actorId: bruno },
    ]);

    const wait1 = seconds(created, lateOnTenth);
    const wait2 = seconds('2026-11-09T03:01:00Z', earlyOnEleventh);
    expect(deltasOf(await readRows(db))).toEqual({
      [ana]: {
        '2026-11-10': {
          whitelist_approved: 1,
          wait_seconds: wait1,
          waitBuckets: { [bucketOf(wait1)]: 1 },
        },
        '2026-11-11': {
          insertion_rejected: 1,
          discord_decisions: 1,
          wait_seconds: wait2,
          waitBuckets: { [bucketOf(wait2)]: 1 },
          blacklist_added: 1,
        },
        // The undo: counted the day it happened, the decision gone from its own day.
        [today]: { decisions_undone: 1 },
      },
      [bruno]: {
        '2026-11-10': {
          tickets_decided: 1,
          close_seconds: 21_600,
          closeBuckets: { [bucketOf(21_600)]: 1 },
        },
        '2026-11-11': {
          whitelist_approved: 1,
          wait_seconds: 1800,
          waitBuckets: { [bucketOf(1800)]: 1 },
          refunds: 1,
        },
      },
    });
  });

  it('rebuilds from history exactly what the triggers kept, all at once or a range at a time', async () => {
    // More history: a few hundred decisions, tickets and refunds over three months, some later
    // undone, with a corrupted row for the rebuild to set right.
    const start = Date.parse('2026-08-01T00:00:00Z');
    const staff = [ana, bruno, carla];
    for (let n = 20; n < 380; n++) {
      const createdAt = new Date(start + n * 5.3 * 3_600_000);
      const decidedAt = new Date(createdAt.getTime() + ((n * 7919) % 400_000) * 1000);
      const [row] = await db
        .insert(applications)
        .values({
          form: n % 3 === 0 ? 'insertion' : 'whitelist',
          roleName: n % 3 === 0 ? 'developer' : null,
          userId: member(n),
          username: `m${n}`,
          answers: [],
          createdAt,
          status: n % 4 === 0 ? 'rejected' : 'approved',
          decidedAt,
          decidedById: staff[n % 3],
          decidedByName: 'Equipe',
          decidedVia: n % 5 === 0 ? 'discord' : 'panel',
        })
        .returning();
      if (row && n % 37 === 0) await undo(row.id, staff[n % 3] ?? ana, row.status as 'approved');
      if (n % 6 === 0) {
        await db.insert(tickets).values({
          userId: member(n),
          username: `m${n}`,
          ticketType: 'review_form',
          reason: 'Revisão',
          createdAt,
          status: 'rejected',
          decidedAt,
          decidedById: staff[(n + 1) % 3],
          decidedByName: 'Equipe',
        });
      }
    }
    const incremental = await readRows(db);
    for (const key of ['decisions_undone', 'discord_decisions', 'tickets_decided'] as const) {
      expect(incremental.some((row) => row[key] > 0)).toBe(true);
    }

    // From nothing: history alone.
    await db.execute(sql`delete from team_staff_days`);
    await rebuildTeamRollups(db);
    expect(deltasOf(await readRows(db))).toEqual(deltasOf(incremental));

    // A fact counted that history does not hold: its day's row and every later one are off.
    await db.execute(sql`update team_staff_days set whitelist_approved = whitelist_approved + 5,
        wait_histogram[9] = wait_histogram[9] + 5
      where staff_id = ${bruno} and day >= '2026-09-01'`);
    await rebuildTeamRollups(db, { from: '2026-08-20', to: '2026-09-20', chunkDays: 7 });
    expect(deltasOf(await readRows(db))).toEqual(deltasOf(incremental));
  });

  it('buckets durations as the server reads them, percentiles within the resolution', async () => {
    const durations = [0, 59, 60, 61, 119, 120, 121, 3599, 3600, 86_400, 1_000_000, 9e7];
    const rows = await queryRows<{ seconds: number; bucket: number }>(
      db,
      sql`select s::float8 as seconds, rollup_bucket(s) as bucket
        from unnest(${sql.raw(`array[${durations.join(',')}]`)}::float8[]) as s`,
    );
    expect(rows.map((row) => row.bucket)).toEqual(durations.map(bucketOf));

    const waits = Array.from({ length: 501 }, (_, i) => 90 + ((i * 104_729) % 500_000));
    const histogram = emptyHistogram();
    for (const wait of waits)
      histogram[bucketOf(wait) - 1] = (histogram[bucketOf(wait) - 1] ?? 0) + 1;
    const sorted = [...waits].sort((a, b) => a - b);
    for (const p of [0.5, 0.9]) {
      const exact = sorted[Math.ceil(p * sorted.length) - 1] ?? 0;
      const estimate = histogramPercentile(histogram, p) ?? 0;
      expect(estimate / exact).toBeLessThanOrEqual(histogramResolution + 1e-9);
      expect(exact / estimate).toBeLessThanOrEqual(histogramResolution + 1e-9);
    }
  });
});
