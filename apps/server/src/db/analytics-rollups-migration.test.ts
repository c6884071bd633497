import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { useMigrationsBefore } from '../../test/migrations-before';
import { migrationsFolder } from './client';
import { createPglite } from './pglite';
import { bucketOf } from './rollups/histogram';

// Migration 0053 rolls up the community's history already there (the first joins let in among
// the joins kept, then every day), and gives the existing moderador `view_analytics`, as the
// default role has it (docs/decisions/2026-12-05-community-analytics.md).

const migrationsBefore = useMigrationsBefore();

describe('migration 0053: community analytics', () => {
  it('rolls up the history already there and lets the moderador see it', async () => {
    const client = await createPglite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore('0053_community_analytics') });
      await client.query(
        `insert into roles (name, color, permissions) values
           ('moderador', '#2563eb', '{"view_dashboard": true}'),
           ('suporte', '#16a34a', '{"view_dashboard": true}')`,
      );
      await client.query(
        `insert into users (id, username) values
           ('400000000000000001', 'm1'), ('400000000000000002', 'm2')`,
      );
      // Sent at 23:59 on 10 November in São Paulo (02:59 on the 11th in UTC), approved the 11th.
      await client.query(
        `insert into applications (form, user_id, username, answers, status, created_at,
           decided_at, decided_by_id, decided_by_name) values
           ('whitelist', '400000000000000001', 'm1', '[]', 'approved',
             '2026-11-11T02:59:00Z', '2026-11-11T12:00:00Z', '300000000000000001', 'Ana'),
           ('whitelist', '400000000000000002', 'm2', '[]', 'pending',
             '2026-11-11T12:00:00Z', null, null, null)`,
      );
      await client.query(
        `insert into game_servers (id, name, key_hash, key_prefix, created_by_name)
           values (1, 'Cidade Alta', 'hash', 'prp_1', 'Ana')`,
      );
      await client.query(
        `insert into game_joins (server_id, at, player_name, discord_id, outcome, reason,
           identifiers) values
           (1, '2026-11-12T12:00:00Z', 'Jogador', '400000000000000001', 'allowed', 'allowed', '{}'),
           (1, '2026-11-13T12:00:00Z', 'Jogador', '400000000000000001', 'allowed', 'allowed', '{}')`,
      );

      await migrate(db, { migrationsFolder });

      const rows = await client.query(
        `select metric, day::text, key, value::int from analytics_days order by metric, day, key`,
      );
      expect(rows.rows).toEqual([
        { metric: 'applications.approved', day: '2026-11-11', key: '', value: 1 },
        { metric: 'applications.submitted', day: '2026-11-10', key: 'whitelist', value: 1 },
        { metric: 'applications.submitted', day: '2026-11-11', key: 'whitelist', value: 1 },
        // From 02:59 to 12:00: 9 h 1 min.
        { metric: 'applications.wait', day: '2026-11-11', key: String(bucketOf(32_460)), value: 1 },
        { metric: 'funnel.approved', day: '2026-11-10', key: '', value: 1 },
        { metric: 'funnel.joined', day: '2026-11-10', key: '', value: 1 },
        { metric: 'game.allowed', day: '2026-11-12', key: '1', value: 1 },
        { metric: 'game.allowed', day: '2026-11-13', key: '1', value: 1 },
      ]);
      const firsts = await client.query<{ discord_id: string; joined_at: Date }>(
        'select discord_id, joined_at from analytics_first_joins',
      );
      expect(firsts.rows).toEqual([
        { discord_id: '400000000000000001', joined_at: new Date('2026-11-12T12:00:00Z') },
      ]);
      const roles = await client.query<{ name: string; allowed: boolean | null }>(
        `select name, (permissions ->> 'view_analytics')::boolean as allowed
         from roles order by name`,
      );
      expect(roles.rows).toEqual([
        { name: 'moderador', allowed: true },
        { name: 'suporte', allowed: null },
      ]);
    } finally {
      await client.close();
    }
  });
});
