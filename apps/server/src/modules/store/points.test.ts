import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { balanceOf, ledgerSum } from '../../../test/store-fixtures';
import { auditLog } from '../../db/schema/audit';
import { voiceDaily, voiceSegments } from '../../db/schema/calls';
import { pointsLedger } from '../../db/schema/store';
import { rollUpVoice } from '../calls';
import { creditVoicePoints } from '.';

const s = useTestApp({ signIn: ['administrador'] });
const db = () => s.t.database.db;

const voiceRows = (userId: string) =>
  db()
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, 'voice')));

async function setCounted(userId: string, day: string, countedSeconds: number) {
  await db()
    .insert(voiceDaily)
    .values({ userId, day, seconds: countedSeconds, countedSeconds })
    .onConflictDoUpdate({
      target: [voiceDaily.userId, voiceDaily.day],
      set: { seconds: countedSeconds, countedSeconds },
    });
}

const credit = (days: string[]) =>
  db().transaction((tx) => creditVoicePoints(tx, days, new Date()));

describe('points from voice time', () => {
  // The demo community pays 5 a minute; these tests start from the default.
  beforeAll(() =>
    s.call('updateStoreSettings', s.as.administrador, { body: { pointsPerMinute: 1 } }),
  );

  it('credits whole counted minutes once, one row per day growing with the day', async () => {
    const user = '710000000000000001';
    await setCounted(user, '2026-11-20', 10 * 60 + 59);
    expect(await credit(['2026-11-20'])).toBe(1);
    expect(await credit(['2026-11-20'])).toBe(0);
    expect(await balanceOf(db(), user)).toBe(10);

    await setCounted(user, '2026-11-20', 25 * 60);
    await setCounted(user, '2026-11-21', 3 * 60);
    await credit(['2026-11-20', '2026-11-21']);
    await credit(['2026-11-20', '2026-11-21']);
    const rows = await voiceRows(user);
    expect(rows.map((row) => [row.voiceDay, row.voiceMinutes, row.amount]).sort()).toEqual([
      ['2026-11-20', 25, 25],
      ['2026-11-21', 3, 3],
    ]);
    expect(await balanceOf(db(), user)).toBe(28);
    expect(await ledgerSum(db(), user)).toBe(28);
  });

  it('pays new minutes at the rate of when they are credited', async () => {
    const user = '710000000000000002';
    await setCounted(user, '2026-11-20', 10 * 60);
    await credit(['2026-11-20']);
    const saved = await s.call('updateStoreSettings', s.as.administrador, {
      body: { pointsPerMinute: 3 },
    });
    expect(saved.json()).toEqual({ pointsPerMinute: 3 });
    await setCounted(user, '2026-11-20', 12 * 60);
    await credit(['2026-11-20']);
    expect(await balanceOf(db(), user)).toBe(10 + 2 * 3);

    await s.call('updateStoreSettings', s.as.administrador, { body: { pointsPerMinute: 0 } });
    await setCounted(user, '2026-11-20', 20 * 60);
    await credit(['2026-11-20']);
    await s.call('updateStoreSettings', s.as.administrador, { body: { pointsPerMinute: 1 } });
    await credit(['2026-11-20']);
    // Minutes counted while the rate was zero stay unpaid.
    expect(await balanceOf(db(), user)).toBe(16);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'store.settings'))
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => row.details)).toEqual([
      'Alterou os pontos por minuto em call de 5 para 1',
      'Alterou os pontos por minuto em call de 1 para 3',
      'Alterou os pontos por minuto em call de 3 para 0',
      'Alterou os pontos por minuto em call de 0 para 1',
    ]);
  });

  it('are credited by the minute rollup, never twice', async () => {
    const user = '710000000000000003';
    const start = new Date('2026-11-24T13:00:00Z');
    await db().insert(voiceSegments).values({
      userId: user,
      channelId: '300000000000000001',
      sessionStartedAt: start,
      startedAt: start,
      lastSeenAt: start,
      creditedUntil: start,
      afk: false,
      counted: true,
    });
    await rollUpVoice(db(), new Date(start.getTime() + 7 * 60_000 + 30_000));
    await rollUpVoice(db(), new Date(start.getTime() + 7 * 60_000 + 30_000));
    expect(await balanceOf(db(), user)).toBe(7);
    await rollUpVoice(db(), new Date(start.getTime() + 9 * 60_000));
    expect(await balanceOf(db(), user)).toBe(9);
    expect(await voiceRows(user)).toHaveLength(1);
  });
});

describe('points given by staff', () => {
  it('adds and takes with a reason, audited, and never below zero', async () => {
    const user = '710000000000000010';
    const give = await s.call('grantStorePoints', s.as.administrador, {
      body: {
        discordId: user,
        amount: 40,
        reason: 'Evento de sábado',
      },
    });
    expect(give.statusCode).toBe(200);
    expect(give.json()).toMatchObject({
      discordId: user,
      points: 40,
      entry: { kind: 'grant', amount: 40, reason: 'Evento de sábado' },
    });
    const take = await s.call('grantStorePoints', s.as.administrador, {
      body: {
        discordId: user,
        amount: -50,
        reason: 'Correção',
      },
    });
    expect(take.statusCode).toBe(409);
    expect(messageOf(take)).toBe(
      'O membro tem apenas 40 pontos; não é possível tirar mais do que isso.',
    );
    const zero = await s.call('grantStorePoints', s.as.administrador, {
      body: {
        discordId: user,
        amount: 0,
        reason: 'Nada',
      },
    });
    expect(zero.statusCode).toBe(400);
    expect(messageOf(zero)).toContain('A quantidade não pode ser zero.');
    await s.call('grantStorePoints', s.as.administrador, {
      body: {
        discordId: user,
        amount: -15,
        reason: 'Correção',
      },
    });
    expect(await balanceOf(db(), user)).toBe(25);
    expect(await ledgerSum(db(), user)).toBe(25);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.points'), eq(auditLog.target, user)));
    expect(audits.map((row) => row.details).sort()).toEqual([
      `Deu 40 pontos a ${user}: Evento de sábado`,
      `Tirou 15 pontos de ${user}: Correção`,
    ]);
  });
});
