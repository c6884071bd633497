import type { Dashboard } from '@panel/contract/api/dashboard';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { healthProbes } from '../../db/schema/system';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds } from '../../../test/sign-in';
import { recordBackupRun } from '../system';
import { urlOf } from '../../../test/api';

const hour = 3_600_000;
const day = 24 * hour;

function startOfUtcDay(offsetDays = 0): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offsetDays * day;
}

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    const db = s.t.database.db;
    await db.insert(users).values([
      {
        id: demoIds.administrador,
        username: 'ana.admin',
        displayName: 'Ana Souza',
        roleName: 'administrador',
      },
      ...Array.from({ length: 9 }, (_, i) => ({ id: `40000000000000000${i}`, username: `m${i}` })),
    ]);
    const todayStart = startOfUtcDay();
    const app = (i: number, values: Partial<typeof applications.$inferInsert>) => ({
      form: 'whitelist' as const,
      userId: `40000000000000000${i}`,
      username: `m${i}`,
      answers: {},
      ...values,
    });
    await db.insert(applications).values([
      // Pending: two today, one three days ago.
      app(0, { createdAt: new Date(todayStart + 60_000) }),
      app(1, { createdAt: new Date(todayStart + 120_000) }),
      app(2, { createdAt: new Date(todayStart - 3 * day) }),
      // Approved: two within the week, one twenty days ago.
      app(3, {
        status: 'approved',
        createdAt: new Date(todayStart - 4 * day),
        decidedAt: new Date(Date.now() - 2 * day),
      }),
      app(4, {
        status: 'approved',
        createdAt: new Date(todayStart - 2 * day),
        decidedAt: new Date(Date.now() - hour),
      }),
      app(5, {
        status: 'approved',
        createdAt: new Date(todayStart - 30 * day),
        decidedAt: new Date(Date.now() - 20 * day),
      }),
      // Rejected: one today, one yesterday.
      app(6, {
        status: 'rejected',
        createdAt: new Date(todayStart - 5 * day),
        decidedAt: new Date(todayStart + 1000),
      }),
      app(7, {
        status: 'rejected',
        createdAt: new Date(todayStart - 6 * day),
        decidedAt: new Date(todayStart - hour),
      }),
      // Insertions do not count in the whitelist figures, but do in the chart.
      {
        ...app(8, { createdAt: new Date(todayStart + 1000) }),
        form: 'insertion' as const,
        roleName: 'developer',
      },
      {
        ...app(7, { status: 'approved', createdAt: new Date(todayStart - 2 * day) }),
        form: 'insertion' as const,
        roleName: 'developer',
      },
    ]);
    const ticket = (i: number, status: 'pending' | 'approved') => ({
      userId: `40000000000000000${i}`,
      username: `m${i}`,
      ticketType: 'review_token' as const,
      status,
      reason: 'Quero voltar',
    });
    await db
      .insert(tickets)
      .values([ticket(1, 'pending'), ticket(2, 'pending'), ticket(3, 'approved')]);
    await db.insert(auditLog).values({
      actorId: demoIds.administrador,
      actorName: 'Ana Souza',
      actionType: 'approve',
      action: 'allowlist.approve',
      target: '400000000000000004',
      details: 'Ana Souza aprovou a allowlist de m4',
    });
  },
});

async function dashboard(): Promise<Dashboard> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: urlOf('dashboard'),
    headers: { cookie: s.as.administrador },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/dashboard', () => {
  it('counts whitelist and role applications, their changes and the tickets waiting', async () => {
    const data = await dashboard();
    expect(data.stats).toEqual({ pending: 3, approved: 3, rejected: 2 });
    expect(data.insertions).toEqual({ pending: 1, approved: 1, rejected: 0 });
    expect(data.tickets).toEqual({ pending: 2 });
    expect(data.statsChanges).toEqual({
      pending: { today: 2 },
      approved: { week: 2 },
      rejected: { today: 1 },
    });
  });

  it('charts applications per UTC day over 30 days, oldest first', async () => {
    const { applicationsPerDay } = await dashboard();
    expect(applicationsPerDay).toHaveLength(30);
    const iso = (offset: number) => new Date(startOfUtcDay(offset)).toISOString().slice(0, 10);
    expect(applicationsPerDay.at(-1)).toEqual({ date: iso(0), count: 3 });
    expect(applicationsPerDay.at(0)?.date).toBe(iso(-29));
    expect(applicationsPerDay.find((d) => d.date === iso(-3))?.count).toBe(1);
    expect(applicationsPerDay.find((d) => d.date === iso(-2))?.count).toBe(2);
    // Ten applications; the one of 30 days ago is out of the chart.
    expect(applicationsPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(9);
  });

  it('shows the latest audit entries in plain Portuguese, sign-ins left to the audit log', async () => {
    const { recentActivity } = await dashboard();
    expect(recentActivity).toHaveLength(1);
    expect(recentActivity[0]).toMatchObject({
      user: 'Ana Souza',
      action: 'Ana Souza aprovou a allowlist de m4',
      actionType: 'approve',
    });
    const log = await s.t.app.inject({
      method: 'GET',
      url: urlOf('auditLogs', { query: { type: 'view' } }),
      headers: { cookie: s.as.administrador },
    });
    expect(log.json<{ logs: { details: string }[] }>().logs[0]?.details).toBe(
      'Ana Souza entrou no painel',
    );
  });

  it('reports the bot, the database round trip and the uptime from the probes', async () => {
    const now = Date.now();
    // 60 minutes of history: 57 passing probes, 1 failing, 2 minutes with none.
    await s.t.database.db.insert(healthProbes).values([
      ...Array.from({ length: 57 }, (_, i) => ({
        at: new Date(now - (59 - i) * 60_000),
        ok: true,
        databaseMs: 1,
      })),
      { at: new Date(now - 60_000), ok: false, databaseMs: null },
    ]);
    const offline = (await dashboard()).status;
    expect(offline).toMatchObject({ bot: 'offline', botLatencyMs: null, botConnectedAt: null });

    // The real bot logs in to the local Discord; the dashboard shows its gateway connection.
    s.t.local.gateway!.heartbeatIntervalMs = 50;
    s.t.discord.port.connectGateway();
    await s.t.discord.port.waitUntilReady();
    // The first heartbeat's round trip and the session's start are written apart.
    await expect
      .poll(
        async () => {
          const { botLatencyMs, botConnectedAt } = (await dashboard()).status;
          return botLatencyMs !== null && botConnectedAt !== null;
        },
        { timeout: 35_000 },
      )
      .toBe(true);
    const { status } = await dashboard();
    expect(status.bot).toBe('online');
    expect(status.botLatencyMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status.botConnectedAt ?? '')).toBeGreaterThan(now - 60_000);
    expect(status.api).toBeGreaterThanOrEqual(0);
    expect(status.api).toBeLessThan(1000);
    // 59 probes due (the one due now may still be running): 57 passed.
    expect(status.uptime).toBeCloseTo(96.6, 0);
  });

  it('tells the administrador of the backups', async () => {
    await recordBackupRun(s.t.database.db, {
      trigger: 'manual',
      startedAt: new Date(Date.now() - 12_000),
      outcome: { ok: true, file: 'painel-2026-12-05T07-00-00.tar', bytes: 2048 },
    });
    const { backups } = await dashboard();
    expect(backups).toMatchObject({
      schedule: null,
      lastSuccess: { file: 'painel-2026-12-05T07-00-00.tar', bytes: 2048, trigger: 'manual' },
      lastFailure: null,
    });
    expect(backups?.lastSuccess?.seconds).toBeGreaterThanOrEqual(12);
  });
});
