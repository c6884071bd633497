import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { databaseFingerprint } from '../../test/db-fingerprint';
import {
  adminUrl,
  createPostgresCopy,
  pgliteTemplateArchive,
  testDatabaseKind,
} from '../../test/test-database';
import {
  createPglite,
  fromPglite,
  queryRows,
  type DatabaseHandle,
  type Executor,
} from '../db/client';
import { openPgliteDirectory } from '../db/pglite-thread';
import { fromPostgres } from '../db/postgres';
import { ensureDefaultRoles } from '../db/seed/default-roles';
import { seedDemoIfEmpty } from '../demo/demo';
import { createFileStorage, type FileStorage } from '../storage/file-storage';
import { createBackup } from './backup';
import { readDatabase, databaseLocation } from './database-dump';
import { BackupError } from './errors';
import { restoreBackup } from './restore';

const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(tmpdir(), 'panel-backup-'));
  folders.push(dir);
  return dir;
}

/** A panel's configuration on its own data folder (and database, on PostgreSQL). */
function configOf(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    GAME_DB_KEY: 'dGVzdGUtZGEtY2hhdmUtZG9zLWJhbmNvcy1kby1qb2c=',
  });
}

/** Files as the panel keeps them: evidence of every size, a store image. */
async function keepFiles(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const [key, size] of [
    ['evidencias/1', 0],
    ['evidencias/2', 1],
    ['evidencias/3', 511],
    ['evidencias/4', 512],
    ['store-images/5', 3 * 1024 * 1024 + 7],
  ] as const) {
    const bytes = randomBytes(size);
    await storage.put(key, bytes, 'image/png');
    files.set(key, bytes);
  }
  return files;
}

async function filesIn(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of storage.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.getStream(key)) chunks.push(chunk as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  return files;
}

/** A seeded panel: the demo's data, a sealed game database password and stored files. */
async function seededPanel(handle: DatabaseHandle, config: Config) {
  await handle.migrate();
  await ensureDefaultRoles(handle.db);
  const storage = createFileStorage(config.storage);
  await seedDemoIfEmpty(handle.db, storage, { teamHistory: false, triage: true });
  await keepFiles(storage);
  const files = await filesIn(storage);
  return { storage, files, fingerprint: await databaseFingerprint(handle.db, { all: true }) };
}

/** Pairs written in one transaction each, as fast as they go, until stopped. */
function writePairs(handle: DatabaseHandle): { written(): number; stop(): Promise<void> } {
  let writing = true;
  let written = 0;
  const loop = (async () => {
    while (writing) {
      const n = written + 1;
      await handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into oauth_states (id, expires_at) values (${`par-${n}`}, now() + interval '1 hour')`,
        );
        await tx.execute(sql`insert into health_probes (ok, database_ms) values (true, ${n})`);
      });
      written = n;
    }
  })();
  return {
    written: () => written,
    stop: async () => {
      writing = false;
      await loop;
    },
  };
}

/** The writer's pairs a database holds: its states and its probes. */
async function countPairs(db: Executor): Promise<[number, number]> {
  const [states] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from oauth_states where id like 'par-%'`,
  );
  const [probes] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from health_probes where database_ms >= 1`,
  );
  return [states?.n ?? -1, probes?.n ?? -2];
}

describe.skipIf(testDatabaseKind !== 'pglite')('backup and restore on PGlite', () => {
  it('brings back every table and every file into an empty folder', async () => {
    const source = configOf(await folder());
    const handle = fromPglite(await createPglite(path.join(source.dataDir, 'pglite')));
    const seeded = await seededPanel(handle, source);
    await handle.close();

    const file = path.join(await folder(), 'painel.tar');
    const backup = await createBackup(source, file);
    expect(backup.manifest.database.kind).toBe('pglite');
    expect(backup.manifest.database.tables.users).toBeGreaterThan(10);
    expect(seeded.files.size).toBeGreaterThan(5);
    expect(backup.manifest.files).toEqual({
      count: seeded.files.size,
      bytes: [...seeded.files.values()].reduce((sum, bytes) => sum + bytes.length, 0),
    });
    expect(backup.manifest.gameDbKey.fingerprint).toMatch(/^[0-9a-f]{16}$/);

    const target = configOf(await folder());
    const restored = await restoreBackup(target, file);
    expect(restored.keyWarning).toBeNull();
    const back = await readDatabase(databaseLocation(target), (db) =>
      databaseFingerprint(db, { all: true }),
    );
    expect(back).toBe(seeded.fingerprint);
    expect(await filesIn(createFileStorage(target.storage))).toEqual(seeded.files);

    // Into a folder in use: refused, unless told to replace it.
    await expect(restoreBackup(target, file)).rejects.toThrow(
      /já tem um banco de dados: restaure numa pasta vazia, ou use --force/,
    );
    await restoreBackup(target, file, { force: true });

    // A truncated file is refused before anything is touched.
    const cut = path.join(path.dirname(file), 'cortado.tar');
    const bytes = await fs.readFile(file);
    // Cut inside the manifest (the last 1,024 bytes are the archive's end marker), in the
    // middle of the dump or of a file, and in the first header.
    for (const length of [bytes.length - 1536, Math.floor(bytes.length / 2), 100]) {
      await fs.writeFile(cut, bytes.subarray(0, length));
      const empty = configOf(await folder());
      const refusal = await restoreBackup(empty, cut).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(/incompleto ou corrompido|não tem o manifesto/);
      expect((refusal as Error).message).toContain('nada foi alterado');
      expect(await fs.readdir(empty.dataDir).catch(() => [])).toEqual([]);
    }

    // A changed byte is found by its checksum.
    const flipped = Buffer.from(bytes);
    flipped[1024] = (flipped[1024] ?? 0) ^ 0xff;
    await fs.writeFile(cut, flipped);
    await expect(restoreBackup(configOf(await folder()), cut)).rejects.toThrow(
      /não confere com o seu manifesto/,
    );
  }, 240_000);

  it("copies a running panel's database while it writes, holding its connection", async () => {
    const source = configOf(await folder());
    const dir = path.join(source.dataDir, 'pglite');
    await (await createPglite(dir, await pgliteTemplateArchive())).close();
    // The panel's own PGlite, on its thread, as the server opens it.
    const handle = fromPglite(await openPgliteDirectory(source.dataDir));
    const writer = writePairs(handle);
    await expect.poll(() => writer.written(), { timeout: 30_000 }).toBeGreaterThan(20);
    const file = path.join(await folder(), 'painel.tar');
    const backup = await createBackup(source, file, { hold: handle.hold });
    // Writes waited for the copy, then went on.
    const atBackup = writer.written();
    await expect.poll(() => writer.written(), { timeout: 30_000 }).toBeGreaterThan(atBackup + 5);
    await writer.stop();
    await handle.close();
    expect(backup.manifest.database.folders).toContain('base');

    const target = configOf(await folder());
    await restoreBackup(target, file);
    const [states, probes] = await readDatabase(databaseLocation(target), countPairs);
    // Every pair whole or absent, as the manifest counted them in the same state.
    expect(states).toBe(probes);
    expect(states).toBeGreaterThan(20);
    expect(states).toBeLessThanOrEqual(atBackup);
    expect(backup.manifest.database.tables.oauth_states).toBe(states);
  }, 120_000);

  it('refuses a data folder without a database', async () => {
    const source = configOf(await folder());
    await expect(createBackup(source, path.join(await folder(), 'painel.tar'))).rejects.toThrow(
      `Não há banco de dados embutido em ${source.dataDir}`,
    );
    expect(await fs.readdir(source.dataDir).catch(() => [])).toEqual([]);
  });

  it('refuses to open the embedded database while the panel runs on it', async () => {
    const source = configOf(await folder());
    await fs.mkdir(source.dataDir, { recursive: true });
    // A live process other than this one holds the folder.
    await fs.writeFile(path.join(source.dataDir, 'panel.pid'), `${process.ppid}\n`);
    const file = path.join(await folder(), 'painel.tar');
    await expect(createBackup(source, file)).rejects.toThrow(
      `O painel está rodando com o banco embutido em ${source.dataDir} (pid ${process.ppid})`,
    );
    await expect(fs.access(file)).rejects.toThrow();
  });

  it('says when the game databases’ key is not the one their passwords were sealed with', async () => {
    const source = configOf(await folder());
    const handle = fromPglite(await createPglite(path.join(source.dataDir, 'pglite')));
    await handle.migrate();
    await handle.db.execute(
      sql`insert into game_servers (name, key_hash, key_prefix, created_by_name)
        values ('Cidade', ${'k'.repeat(64)}, 'prp_kkkkkkkk', 'Ana')`,
    );
    await handle.db.execute(
      sql`insert into game_databases (server_id, framework, host, port, "user", database, password_sealed)
        select id, 'vrp1', '127.0.0.1', 3306, 'vrp', 'vrp', 'selada' from game_servers`,
    );
    await handle.close();
    const file = path.join(await folder(), 'painel.tar');
    await createBackup(source, file);
    // Another installation: no GAME_DB_KEY, no key file.
    const target = { ...configOf(await folder()), gameDbKey: null };
    const { keyWarning } = await restoreBackup(target, file);
    expect(keyWarning).toContain('1 senha(s) de bancos de dados do jogo estão cifradas');
    expect(keyWarning).toContain('esta instalação não tem GAME_DB_KEY nem DATA_DIR/game-db.key');
  }, 120_000);
});

describe.skipIf(testDatabaseKind !== 'postgres')('backup and restore on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';

  async function emptyDatabase(): Promise<string> {
    const name = `panel_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: adminUrl(url) });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    });
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  }

  it('dumps one snapshot while writes go on, and restores it whole into an empty database', async () => {
    const copy = await createPostgresCopy(url);
    cleanups.push(() => copy.drop());
    // The copy of the template is already migrated: the demo goes on top.
    const source = configOf(await folder(), copy.url);
    const handle = fromPostgres(copy.url);
    const seeded = await seededPanel(handle, source);

    // Pairs written during the whole backup.
    const writer = writePairs(handle);
    const file = path.join(await folder(), 'painel.tar');
    const backup = await createBackup(source, file).finally(() => writer.stop());
    await handle.close();
    expect(writer.written()).toBeGreaterThan(0);

    const target = configOf(await folder(), await emptyDatabase());
    await restoreBackup(target, file);
    const [states, probes] = await readDatabase(databaseLocation(target), countPairs);
    // Every pair whole or absent, as the manifest counted them in the same snapshot.
    expect(states).toBe(probes);
    expect(states).toBeLessThanOrEqual(writer.written());
    expect(backup.manifest.database.tables.oauth_states).toBeGreaterThanOrEqual(states);
    expect(await filesIn(createFileStorage(target.storage))).toEqual(seeded.files);

    // Without the writer's rows, the rest is the seeded panel, row for row.
    await readDatabase(databaseLocation(target), async (db) => {
      await db.execute(sql`delete from oauth_states where id like 'par-%'`);
      await db.execute(sql`delete from health_probes where database_ms >= 1`);
      expect(await databaseFingerprint(db, { all: true })).toBe(seeded.fingerprint);
    });

    // Into a database in use: refused, and nothing changed there.
    await expect(restoreBackup(target, file)).rejects.toThrow(
      /O banco de dados de DATABASE_URL já tem \d+ tabelas/,
    );
  }, 240_000);
});
