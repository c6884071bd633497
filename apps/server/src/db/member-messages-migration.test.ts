import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { useMigrationsBefore } from '../../test/migrations-before';
import { migrationsFolder } from './client';
import { createPglite } from './pglite';

// Migration 0048 gives the existing moderador and suporte roles `message_members`, as the
// default roles have it (docs/decisions/2026-12-05-member-file.md).

const migrationsBefore = useMigrationsBefore();

describe('migration 0048: member messages', () => {
  it('lets the existing moderador and suporte send messages, unless their map says otherwise', async () => {
    const client = await createPglite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore('0048_member_messages') });
      await client.query(
        `insert into roles (name, color, permissions) values
           ('moderador', '#2563eb', '{"view_members": true}'),
           ('suporte', '#16a34a', '{"view_members": true, "message_members": false}')`,
      );

      await migrate(db, { migrationsFolder });

      const roles = await client.query<{ name: string; allowed: boolean | null }>(
        `select name, (permissions ->> 'message_members')::boolean as allowed
         from roles order by name`,
      );
      expect(roles.rows).toEqual([
        { name: 'moderador', allowed: true },
        { name: 'suporte', allowed: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
