import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Executor } from '../db/client';
import { createPglite } from '../db/pglite';
import { BackupError } from './errors';

// The database's part of a backup: PostgreSQL's own dump (`pg_dump`, custom format, restored by
// `pg_restore`), or PGlite's own archive of its data directory (`dumpDataDir`, loaded back with
// `loadDataDir`). See docs/decisions/2026-12-05-backups.md.

const run = promisify(execFile);

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; /** PGlite's folder: `DATA_DIR/pglite`. */ dir: string };

export function databaseLocation(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}

/** The dump's name inside the archive. */
export function dumpEntryName(kind: DatabaseLocation['kind']): string {
  return kind === 'postgres' ? 'database/postgres.dump' : 'database/pglite.tar';
}

async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(
        `${tool} não foi encontrado: instale o cliente do PostgreSQL da mesma versão do servidor (Debian: apt-get install postgresql-client).`,
        { cause: error },
      );
    }
    throw new BackupError(`${tool} falhou: ${(stderr ?? '').trim() || String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Opens the database at `location` on a connection of its own (PGlite's folder in this
 * process), hands it to `use` as drizzle and as the driver's client, and closes it.
 */
async function withConnection<T>(
  location: DatabaseLocation,
  use: (db: Executor, client: { query(text: string): Promise<unknown> }) => Promise<T>,
  pgliteAfter?: (client: PGlite) => Promise<void>,
): Promise<T> {
  if (location.kind === 'postgres') {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const client = new pg.Client({ connectionString: location.url });
    await client.connect();
    try {
      return await use(drizzle(client) as unknown as Executor, client);
    } finally {
      await client.end();
    }
  }
  const client = await createPglite(location.dir);
  try {
    const answer = await use(drizzlePglite(client) as unknown as Executor, client);
    await pgliteAfter?.(client);
    return answer;
  } finally {
    await client.close();
  }
}

/**
 * Writes the database's dump to `file` and reads, from the very state dumped, what `read` asks
 * (the manifest's counts). PostgreSQL's dump is taken in a snapshot exported by a read-only
 * transaction `read` runs in, while the panel goes on writing; PGlite's directory is opened
 * here, so the panel must be stopped (the caller checks: `dataDirHolder`).
 */
export function dumpDatabase<T>(
  location: DatabaseLocation,
  file: string,
  read: (db: Executor) => Promise<T>,
): Promise<T> {
  if (location.kind === 'pglite') {
    return withConnection(location, read, async (client) => {
      const archive = await client.dumpDataDir('none');
      await fs.writeFile(file, Buffer.from(await archive.arrayBuffer()));
    });
  }
  return withConnection(location, async (db, client) => {
    await client.query('begin isolation level repeatable read read only');
    const exported = (await client.query('select pg_export_snapshot() as id')) as {
      rows: { id: string }[];
    };
    const dumped = postgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${exported.rows[0]?.id ?? ''}`,
      `--file=${file}`,
      location.url,
    ]);
    const [answer] = await Promise.all([read(db), dumped]);
    await client.query('commit');
    return answer;
  });
}

/** Runs `read` on the database at `location` (after a restore: what it now holds). */
export function readDatabase<T>(
  location: DatabaseLocation,
  read: (db: Executor) => Promise<T>,
): Promise<T> {
  return withConnection(location, read);
}

/** Loads a dump into an empty database (the caller made sure it is empty). */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.kind === 'postgres') {
    await postgresTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${location.url}`,
      file,
    ]);
    return;
  }
  await fs.mkdir(location.dir, { recursive: true });
  const bytes = await fs.readFile(file);
  const client = await createPglite(location.dir, new Blob([bytes]));
  await client.close();
}
