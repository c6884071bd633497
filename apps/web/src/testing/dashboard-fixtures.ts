import type { Dashboard } from '@panel/contract/api/dashboard';

const minute = 60_000;

/** 14 UTC days ending on 14/11/2025, with a recognisable count for each. */
export const fixtureDays: Dashboard['applicationsPerDay'] = [
  0, 2, 1, 0, 3, 5, 4, 0, 1, 8, 2, 6, 1, 4,
].map((count, index) => ({ date: `2025-11-${String(index + 1).padStart(2, '0')}`, count }));

/** A dashboard answer; activity times are relative to now so "há 5 minutos" holds. */
export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  const now = Date.now();
  return {
    stats: { pending: 7, approved: 1234, rejected: 5 },
    insertions: { pending: 2, approved: 40, rejected: 3 },
    tickets: { pending: 4 },
    statsChanges: { pending: { today: 3 }, approved: { week: 12 }, rejected: { today: 1 } },
    recentActivity: [
      {
        id: '42',
        user: 'Ana Souza',
        avatar: null,
        action: 'Aprovou a whitelist de Eduardo Alves',
        actionType: 'approve',
        target: '200000000000000001',
        time: new Date(now - 5 * minute).toISOString(),
      },
      {
        id: '41',
        user: 'Bruno Lima',
        avatar: 'https://cdn.example.com/bruno.png',
        action: 'Removeu o cargo suporte de Carla Dias',
        actionType: 'permission',
        target: '100000000000000003',
        time: new Date(now - 3 * 60 * minute).toISOString(),
      },
    ],
    status: {
      bot: 'online',
      botLatencyMs: 42,
      botConnectedAt: new Date(2025, 11, 31, 14, 5).toISOString(),
      api: 3.42,
      uptime: 99.5,
    },
    failedDeliveries: 0,
    fullCategories: [],
    applicationsPerDay: fixtureDays,
    backups: {
      schedule: {
        pattern: '0 4 * * *',
        keep: 7,
        nextAt: new Date(now + 10 * 60 * minute).toISOString(),
        missedAt: null,
      },
      lastSuccess: {
        finishedAt: new Date(now - 3 * 60 * minute).toISOString(),
        bytes: 45.2 * 1024 * 1024,
        file: 'painel-2025-11-14T07-00-00.tar',
        trigger: 'schedule',
        seconds: 12.4,
      },
      lastFailure: null,
    },
    ...overrides,
  };
}
