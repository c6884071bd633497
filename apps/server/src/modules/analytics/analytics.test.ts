import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSegment, recordJoin } from '../../../test/analytics-history';
import { messageOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { demoIds } from '../../../test/sign-in';
import { insertProduct } from '../../../test/store-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { rollupDayOf } from '../../db/rollups/days';
import { histogramResolution } from '../../db/rollups/histogram';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { discordChannels } from '../../db/schema/discord';
import { gameServers } from '../../db/schema/game-servers';
import { pointsLedger, storePurchases } from '../../db/schema/store';
import { users } from '../../db/schema/users';
import { rollUpVoice } from '../calls';

// "Comunidade" against figures worked out by hand, on a history written into the tables as the
// panel writes it (the triggers of migration 0053 fold it; voice through the minute's rollup),
// for the week of 10 to 16 November 2026 (Tuesday to Monday). São Paulo is UTC-3: 23:59 there on
// the 10th is 02:59 of the 11th in UTC, the server's clock.

const member = (n: number) => `40000000000000${String(n).padStart(4, '0')}`;
const at = (iso: string) => new Date(iso);
const week = { from: '2026-11-10', to: '2026-11-16' };
const general = '500000000000000001';
const events = '500000000000000002';
const servers: { alta: number; baixa: number } = { alta: 0, baixa: 0 };
const products: Record<'shirt' | 'cap', number> = { shirt: 0, cap: 0 };

function application(
  n: number,
  sent: string,
  decided?: { at: string; status: 'approved' | 'rejected' | 'revoked' },
  form: 'whitelist' | 'insertion' = 'whitelist',
): typeof applications.$inferInsert {
  return {
    form,
    roleName: form === 'insertion' ? 'developer' : null,
    userId: member(n),
    username: `m${n}`,
    answers: [],
    createdAt: at(sent),
    ...(decided && {
      status: decided.status,
      decidedAt: at(decided.at),
      decidedById: demoIds.moderador,
      decidedByName: 'Bruno',
    }),
  };
}

const s = useTestApp({
  seed: false,
  signIn: ['administrador', 'moderador'],
  prepare: async (t) => {
    const db = t.database.db;
    await db
      .insert(users)
      .values([
        { id: demoIds.moderador, username: 'bruno.mod', roleName: 'moderador' },
        ...Array.from({ length: 30 }, (_, n) => ({ id: member(n), username: `m${n}` })),
      ]);
    await db.insert(applications).values([
      // Sent at 23:59 on the 10th in São Paulo, approved two hours later (the 11th).
      application(1, '2026-11-11T02:59:00Z', { at: '2026-11-11T04:59:00Z', status: 'approved' }),
      // Sent at 00:00 on the 11th, rejected a day later.
      application(2, '2026-11-11T03:00:00Z', { at: '2026-11-12T03:00:00Z', status: 'rejected' }),
      application(
        3,
        '2026-11-12T15:00:00Z',
        { at: '2026-11-12T19:00:00Z', status: 'approved' },
        'insertion',
      ),
      // Sent the week before, approved on the 10th at 02:00, later revoked: approved all the same.
      application(4, '2026-11-09T23:00:00Z', { at: '2026-11-10T05:00:00Z', status: 'revoked' }),
      application(5, '2026-11-13T12:00:00Z'),
      // Approved at 23:30 on the 16th.
      application(6, '2026-11-16T12:00:00Z', { at: '2026-11-17T02:30:00Z', status: 'approved' }),
      application(7, '2026-11-14T12:00:00Z', { at: '2026-11-14T13:00:00Z', status: 'approved' }),
    ]);
    // The last one put back in the queue ("Desfazer").
    await db
      .update(applications)
      .set({ status: 'pending', decidedAt: null, decidedById: null, decidedByName: null })
      .where(eq(applications.userId, member(7)));

    const made = await db
      .insert(gameServers)
      .values([
        { name: 'Cidade Baixa', keyHash: 'hash-b', keyPrefix: 'prp_b', createdByName: 'Ana' },
        { name: 'Cidade Alta', keyHash: 'hash-a', keyPrefix: 'prp_a', createdByName: 'Ana' },
      ])
      .returning();
    servers.baixa = defined(made[0]).id;
    servers.alta = defined(made[1]).id;
    // The approved member enters twice (their first join counts once); the revoked one at 22:00
    // on the 10th.
    await recordJoin(db, { server: servers.alta, at: '2026-11-12T12:00:00Z', member: member(1) });
    await recordJoin(db, { server: servers.baixa, at: '2026-11-13T12:00:00Z', member: member(1) });
    await recordJoin(db, { server: servers.alta, at: '2026-11-11T01:00:00Z', member: member(4) });
    for (const [server, when, n, reason] of [
      [servers.alta, '2026-11-12T12:00:00Z', 8, 'no_whitelist'],
      [servers.alta, '2026-11-12T13:00:00Z', 9, 'blacklisted'],
      [servers.baixa, '2026-11-15T12:00:00Z', 10, 'no_whitelist'],
    ] as const) {
      await recordJoin(db, { server, at: when, member: member(n), reason });
    }

    await db.insert(discordChannels).values([
      { id: general, name: 'Geral', type: 2 },
      { id: events, name: 'Eventos', type: 2 },
    ]);
    // 19:30 on Saturday the 14th to 01:15 on Sunday, then 20:00 to 22:00 on Sunday; the AFK
    // channel counts for nothing. The minute's rollup credits them, as the bot's.
    await openSegment(db, {
      member: member(1),
      channel: general,
      at: '2026-11-14T22:30:00Z',
      until: '2026-11-15T04:15:00Z',
    });
    await openSegment(db, {
      member: member(2),
      channel: events,
      at: '2026-11-15T23:00:00Z',
      until: '2026-11-16T01:00:00Z',
    });
    await openSegment(db, {
      member: member(3),
      channel: 'afk',
      at: '2026-11-15T23:00:00Z',
      until: '2026-11-16T00:00:00Z',
      afk: true,
    });
    await rollUpVoice(db, at('2026-11-16T01:00:00Z'));

    const shirt = await insertProduct(db, { name: 'Camisa', price: 300 });
    const cap = await insertProduct(db, { name: 'Boné', price: 100 });
    products.shirt = shirt.id;
    products.cap = cap.id;
    const bought = [
      [1, shirt, '2026-11-13T14:00:00Z'],
      [2, cap, '2026-11-12T14:00:00Z'],
      [3, cap, '2026-11-16T14:00:00Z'],
      [4, shirt, '2026-11-15T14:00:00Z'],
    ] as const;
    const purchases = await db
      .insert(storePurchases)
      .values(
        bought.map(([n, product, when]) => ({
          userId: member(n),
          productId: product.id,
          productName: product.name,
          price: product.price,
          delivery: 'manual' as const,
          state: 'pending' as const,
          idempotencyKey: `compra-${n}`,
          createdAt: at(when),
        })),
      )
      .returning();
    await db.insert(pointsLedger).values([
      ...bought.map(([n, product, when]) => ({
        userId: member(n),
        kind: 'purchase' as const,
        amount: -product.price,
        reason: 'Resgate',
        createdAt: at(when),
      })),
      {
        userId: member(5),
        kind: 'grant',
        amount: 500,
        reason: 'Evento',
        createdAt: at('2026-11-11T13:00:00Z'),
      },
      {
        userId: member(5),
        kind: 'grant',
        amount: -50,
        reason: 'Ajuste',
        createdAt: at('2026-11-11T14:00:00Z'),
      },
      {
        userId: member(2),
        kind: 'refund',
        amount: 100,
        reason: 'Reembolso',
        createdAt: at('2026-11-14T02:30:00Z'),
      },
    ]);
    // The cap of the 12th refunded at 23:30 on the 13th.
    await db
      .update(storePurchases)
      .set({ refundedAt: at('2026-11-14T02:30:00Z'), refundedByName: 'Ana', state: 'refunded' })
      .where(eq(storePurchases.id, defined(purchases[1]).id));

    const entry = (n: number, added: string, lifted?: string) => ({
      type: 'player' as const,
      target: member(n),
      reason: 'Cheat',
      addedById: demoIds.moderador,
      addedByName: 'Bruno',
      createdAt: at(added),
      ...(lifted && {
        removedAt: at(lifted),
        removedByName: 'Sistema',
        liftedBy: 'expiry' as const,
      }),
    });
    await db.insert(blacklistEntries).values([
      entry(11, '2026-11-11T12:00:00Z'),
      // Lifted after the period's last day, in its month.
      entry(12, '2026-10-05T12:00:00Z', '2026-11-20T12:00:00Z'),
      // Lifted at 00:30 on 1 December 2025: the first of the twelve months.
      entry(13, '2025-11-30T12:00:00Z', '2025-12-01T03:30:00Z'),
      // Added at 23:30 on 30 November 2025: before the twelve months.
      entry(14, '2025-12-01T02:30:00Z'),
      entry(15, '2026-11-12T12:00:00Z'),
    ]);
    // An addition its author undid counts for nothing.
    await db.execute(sql`update blacklist_entries set removed_at = '2026-11-12T12:01:00Z',
      removed_by_id = ${demoIds.moderador}, removed_by_name = 'Bruno',
      removed_reason = 'Adição desfeita por quem adicionou', lifted_by = 'staff'
      where target = ${member(15)}`);
  },
});

async function analytics(query: Record<string, string>): Promise<CommunityAnalytics> {
  const answer = await s.call('communityAnalytics', s.as.moderador, { query });
  expect(answer.statusCode).toBe(200);
  return answer.json<CommunityAnalytics>();
}

const zeros = (n: number) => new Array<number>(n).fill(0);

describe('the community analytics', () => {
  it('give each series of the week by São Paulo days', async () => {
    const answer = await analytics(week);
    expect(answer.period).toEqual({ ...week, days: 7 });
    expect(answer.days).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
    ]);
    const { medianWaitHours, ...applicationsRest } = answer.applications;
    expect(applicationsRest).toEqual({
      submitted: [1, 1, 1, 1, 1, 0, 1],
      approved: [1, 1, 1, 0, 0, 0, 1],
      rejected: [0, 0, 1, 0, 0, 0, 0],
      // Five whitelists sent in the week, two approved, one of whose member entered the game.
      funnel: { submitted: 5, approved: 2, joined: 1 },
    });
    // The week's waits: 2, 4, 6, 14.5 and 24 hours.
    const ratio = (medianWaitHours ?? 0) / 6;
    expect(ratio).toBeGreaterThanOrEqual(1 / histogramResolution - 0.005);
    expect(ratio).toBeLessThanOrEqual(histogramResolution + 0.005);

    const heatmap = Array.from({ length: 7 }, () => zeros(24));
    heatmap[6]?.splice(19, 5, 30, 60, 60, 60, 60); // Saturday 19:30 to midnight
    heatmap[0]?.splice(0, 2, 60, 15); // Sunday to 01:15
    heatmap[0]?.splice(20, 2, 60, 60); // Sunday 20:00 to 22:00
    expect(answer.voice).toEqual({
      minutes: [0, 0, 0, 0, 270, 195, 0],
      heatmap,
      topChannels: [
        { channelId: general, name: 'Geral', minutes: 345 },
        { channelId: events, name: 'Eventos', minutes: 120 },
      ],
    });

    expect(answer.store).toEqual({
      // The grant of the 11th (not the points taken away), and each day's voice minutes.
      earned: [0, 500, 0, 0, 270, 195, 0],
      spent: [0, 0, 100, 300, 0, 300, 100],
      refunds: [0, 0, 0, 1, 0, 0, 0],
      topProducts: [
        { productId: String(products.shirt), name: 'Camisa', sold: 2, points: 600 },
        { productId: String(products.cap), name: 'Boné', sold: 1, points: 100 },
      ],
    });

    expect(answer.game).toEqual({
      allowed: [1, 0, 1, 1, 0, 0, 0],
      refused: [0, 0, 2, 0, 0, 1, 0],
      servers: [
        {
          serverId: String(servers.alta),
          name: 'Cidade Alta',
          allowed: 2,
          refused: 2,
          peakPlayers: zeros(7),
        },
        {
          serverId: String(servers.baixa),
          name: 'Cidade Baixa',
          allowed: 1,
          refused: 1,
          peakPlayers: zeros(7),
        },
      ],
      refusalReasons: [
        { reason: 'no_whitelist', count: 2 },
        { reason: 'blacklisted', count: 1 },
      ],
    });

    expect(answer.blacklist.months).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(answer.blacklist.added).toEqual([...zeros(10), 1, 1]);
    expect(answer.blacklist.lifted).toEqual([1, ...zeros(10), 1]);
  });

  it('follows a decision and its undo today, and the players report’s peak', async () => {
    const db = s.t.database.db;
    const today = rollupDayOf(new Date());
    const [pending] = await db
      .insert(applications)
      .values({ form: 'whitelist', userId: member(20), username: 'm20', answers: [] })
      .returning();
    const id = String(defined(pending).id);
    await recordJoin(db, {
      server: servers.alta,
      at: new Date().toISOString(),
      member: member(20),
    });
    const approved = await s.call('approveAllowlist', s.as.moderador, {
      body: { userId: member(20), id, undoable: true },
    });
    expect(approved.statusCode).toBe(200);
    for (const players of [5, 8, 3]) {
      await db
        .update(gameServers)
        .set({ playersOnline: players })
        .where(eq(gameServers.id, servers.alta));
    }
    const now = await analytics({ from: today, to: today });
    expect(now.applications).toMatchObject({
      submitted: [1],
      approved: [1],
      funnel: { submitted: 1, approved: 1, joined: 1 },
    });
    expect(now.game.servers.map((server) => server.peakPlayers)).toEqual([[8], [0]]);

    const undone = await s.call('undoAllowlistDecision', s.as.moderador, { body: { id } });
    expect(undone.statusCode).toBe(200);
    expect((await analytics({ from: today, to: today })).applications).toMatchObject({
      submitted: [1],
      approved: [0],
      funnel: { submitted: 1, approved: 0, joined: 0 },
      medianWaitHours: null,
    });
  });

  it('refuses a wrong period in Portuguese', async () => {
    const answer = await s.call('communityAnalytics', s.as.moderador, { query: { days: '14' } });
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toBe('Dados inválidos: Período inválido: use 7, 30 ou 90 dias.');
  });
});

describe('the CSV export', () => {
  it('writes a line per day in pt-BR (; between cells, dd/mm/aaaa), audited', async () => {
    const answer = await s.call('exportCommunityAnalytics', s.as.moderador, { query: week });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="comunidade-2026-11-10-2026-11-16.csv"',
    );
    const [header, ...lines] = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(';')).toEqual([
      'Dia',
      'Solicitações enviadas',
      'Aprovadas',
      'Reprovadas',
      'Minutos em call',
      'Pontos ganhos',
      'Pontos gastos',
      'Reembolsos',
      'Conexões liberadas',
      'Conexões recusadas',
      'Pico de jogadores (Cidade Alta)',
      'Pico de jogadores (Cidade Baixa)',
    ]);
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe('12/11/2026;1;1;1;0;0;100;0;1;2;0;0');
    expect(lines[4]).toBe('14/11/2026;1;0;0;270;270;0;0;0;0;0;0');
    const [entry] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'analytics.export'));
    expect(entry?.details).toBe(
      'Exportou em CSV os gráficos da comunidade (10/11/2026 a 16/11/2026)',
    );
  });
});
