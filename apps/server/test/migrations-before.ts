import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { migrationsFolder } from '../src/db/client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * For a test of one migration on data written before it: `migrationsBefore(tag)` copies the
 * migrations with the journal cut before `tag`, so `migrate` stops there; the copies go after the
 * file's tests.
 */
export function useMigrationsBefore(): (tag: string) => Promise<string> {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });
  return async (tag) => {
    const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
    folders.push(folder);
    await cp(migrationsFolder, folder, { recursive: true });
    const path = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(path, 'utf8')) as Journal;
    const cut = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(cut).toBeGreaterThan(0);
    await writeFile(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    return folder;
  };
}
