import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { useMigrationsBefore } from '../../test/migrations-before';
import { migrationsFolder } from './client';
import { createPglite } from './pglite';

// Migration 0051 tells apart, for the decisions taken before it, those from Discord (their audit
// entry's sentence ends " (via Discord)"), and builds the team's running totals from that
// history (docs/decisions/2026-12-05-team-analytics.md).

const migrationsBefore = useMigrationsBefore();

describe('migration 0051: team rollups', () => {
  it('marks past decisions from Discord and rolls up the history already there', async () => {
    const client = await createPglite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore('0051_team_rollups') });
      await client.query(
        `insert into users (id, username) values
           ('300000000000000001', 'ana'), ('400000000000000001', 'm1'), ('400000000000000002', 'm2')`,
      );
      await client.query(
        `insert into applications (id, form, user_id, username, answers, status, created_at,
           decided_at, decided_by_id, decided_by_name) values
           (1, 'whitelist', '400000000000000001', 'm1', '[]', 'approved',
             '2026-11-10T12:00:00Z', '2026-11-10T14:00:00Z', '300000000000000001', 'Ana'),
           (2, 'whitelist', '400000000000000002', 'm2', '[]', 'rejected',
             '2026-11-10T12:00:00Z', '2026-11-11T12:00:00Z', '300000000000000001', 'Ana')`,
      );
      await client.query(
        `insert into audit_log (actor_id, actor_name, action_type, action, details, after) values
           ('300000000000000001', 'Ana', 'approve', 'applications.whitelist.approve',
             'Aprovou a whitelist de m1 (400000000000000001) (via Discord)', '{"id": "1"}'),
           ('300000000000000001', 'Ana', 'reject', 'applications.whitelist.reject',
             'Reprovou a whitelist de m2 (400000000000000002)', '{"id": "2"}')`,
      );

      await migrate(db, { migrationsFolder });

      const decided = await client.query<{ id: number; decided_via: string }>(
        'select id::int, decided_via from applications order by id',
      );
      expect(decided.rows).toEqual([
        { id: 1, decided_via: 'discord' },
        { id: 2, decided_via: 'panel' },
      ]);
      const days = await client.query(
        `select day::text, whitelist_approved, whitelist_rejected, discord_decisions,
           wait_seconds::int from team_staff_days order by day`,
      );
      expect(days.rows).toEqual([
        {
          day: '2026-11-10',
          whitelist_approved: 1,
          whitelist_rejected: 0,
          discord_decisions: 1,
          wait_seconds: 7200,
        },
        {
          day: '2026-11-11',
          whitelist_approved: 1,
          whitelist_rejected: 1,
          discord_decisions: 1,
          wait_seconds: 7200 + 86_400,
        },
      ]);
    } finally {
      await client.close();
    }
  });
});
