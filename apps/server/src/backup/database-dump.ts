import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { fromPglite, type Executor } from '../db/client';
import { createPglite } from '../db/pglite';
import { PgliteThread } from '../db/pglite-thread';
import { BackupError } from './errors';

// The database's part of a backup: PostgreSQL's own dump (`pg_dump`, custom format, restored by
// `pg_restore`), or PGlite's folder itself, file by file, copied while its one connection is
// held and put back as it was. See docs/decisions/2026-12-05-backups.md.

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

/** PostgreSQL's dump inside the archive. */
export const postgresDumpEntry = 'database/postgres.dump';

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
    return await use(drizzlePglite(client) as unknown as Executor, client);
  } finally {
    await client.close();
  }
}

/** Adds one entry of `size` bytes read from `source` to the archive being written. */
export type AddEntry = (name: string, size: number, source: Readable) => Promise<void>;

/** Runs `work` with PGlite's one connection held: nothing else writes meanwhile. */
export type HoldDatabase = <T>(work: (db: Executor) => Promise<T>) => Promise<T>;

/** Where PGlite's files go in the archive: `database/pglite/<path in its folder>`. */
export const pgliteEntryPrefix = 'database/pglite/';

/**
 * Adds every file of PGlite's folder to the archive, and answers its folders (empty ones
 * included: PostgreSQL needs them), each as a path inside it.
 */
async function addFolder(dir: string, add: AddEntry): Promise<string[]> {
  const found = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const relative = (entry: Dirent) => path.relative(dir, path.join(entry.parentPath, entry.name));
  const folders = found
    .filter((entry) => entry.isDirectory())
    .map(relative)
    .sort();
  for (const entry of found
    .filter((item) => item.isFile())
    .sort((a, b) => relative(a).localeCompare(relative(b)))) {
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await fs.stat(file);
    await add(
      `${pgliteEntryPrefix}${relative(entry).split(path.sep).join('/')}`,
      size,
      createReadStream(file),
    );
  }
  return folders.map((folder) => folder.split(path.sep).join('/'));
}

export interface DatabaseDump<T> {
  /** What `read` answered, from the very state dumped. */
  state: T;
  /** PGlite's folders, to make again on restore; none for PostgreSQL. */
  folders: string[];
}

/**
 * Adds the database's dump to the archive and reads, from the very state dumped, what `read`
 * asks (the manifest's counts).
 * - PostgreSQL: `pg_dump` in a snapshot exported by a read-only transaction `read` runs in,
 *   while the panel goes on writing; the dump waits in `work` (a folder) until it is whole.
 * - PGlite: its folder, file by file, while its one connection is held (a checkpoint first):
 *   `hold` is the running panel's (the scheduled backups), or, with none, the folder is opened
 *   here, so no panel may be running on it (the caller checks: `dataDirHolder`).
 */
export async function dumpDatabase<T>(
  location: DatabaseLocation,
  options: { work: string; add: AddEntry; hold?: HoldDatabase | undefined },
  read: (db: Executor) => Promise<T>,
): Promise<DatabaseDump<T>> {
  if (location.kind === 'pglite') {
    const copy: HoldDatabase = options.hold ?? (await heldFolder(location.dir));
    return copy(async (db) => {
      await db.execute(sql`checkpoint`);
      const state = await read(db);
      return { state, folders: await addFolder(location.dir, options.add) };
    });
  }
  const file = path.join(options.work, 'postgres.dump');
  const state = await withConnection(location, async (db, client) => {
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
  await options.add(postgresDumpEntry, (await fs.stat(file)).size, createReadStream(file));
  await fs.rm(file);
  return { state, folders: [] };
}

/** PGlite's folder opened on a thread of this process, held once and closed after. */
async function heldFolder(dir: string): Promise<HoldDatabase> {
  const found = await fs.stat(path.join(dir, 'PG_VERSION')).catch(() => null);
  if (!found) {
    throw new BackupError(
      `Não há banco de dados embutido em ${path.dirname(dir)}: confira DATA_DIR (ou DATABASE_URL, para um PostgreSQL).`,
    );
  }
  const thread = await PgliteThread.start(dir);
  const database = fromPglite(thread);
  return async (work) => {
    try {
      return await (database.hold as HoldDatabase)(work);
    } finally {
      await database.close();
    }
  };
}

/** Runs `read` on the database at `location` (after a restore: what it now holds). */
export function readDatabase<T>(
  location: DatabaseLocation,
  read: (db: Executor) => Promise<T>,
): Promise<T> {
  return withConnection(location, read);
}

/** Loads PostgreSQL's dump into an empty database (the caller made sure it is empty). */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await postgresTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

/** Makes PGlite's folders again in `dir` (empty: the caller emptied it). */
export async function makePgliteFolders(dir: string, folders: string[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const folder of folders) await fs.mkdir(insideFolder(dir, folder), { recursive: true });
}

/** Writes one of PGlite's files (`database/pglite/<path>`) back into `dir`. */
export async function restorePgliteFile(
  dir: string,
  name: string,
  source: Readable,
): Promise<void> {
  const file = insideFolder(dir, name.slice(pgliteEntryPrefix.length));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await pipeline(source, createWriteStream(file, { mode: 0o600 }));
}

/** `relative` under `dir`; a path reaching out of it is refused. */
function insideFolder(dir: string, relative: string): string {
  const target = path.resolve(dir, relative);
  if (relative === '' || path.relative(dir, target).startsWith('..') || path.isAbsolute(relative)) {
    throw new BackupError(
      `O backup tem um caminho fora da pasta do banco (${relative}): nada foi restaurado.`,
    );
  }
  return target;
}
