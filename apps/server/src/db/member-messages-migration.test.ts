import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { createPglite } from './pglite';

// Migration 0048 gives the existing moderador and suporte roles `message_members`, as the
// default roles have it (docs/decisions/2026-12-05-member-file.md).

interface Journal {
  entries: { idx: number; tag: string }[];
}

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The migrations as they were before `tag`: the folder, with the journal cut there. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  await writeFile(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

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
