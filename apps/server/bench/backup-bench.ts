// Backup and restore at a community's scale: 1,000,000 audit entries and 1 GB of stored files
// (100 files of 10 MB), on PostgreSQL (the throwaway server of with-postgres.mjs) and on the
// embedded PGlite; prints each backup's and restore's time, the file's size and the process's
// peak memory, and on PGlite also a backup taken by the running panel (its scheduled backups)
// with how long a query waited for it.
// Run: npm run bench:backup. BENCH_AUDIT_ROWS and BENCH_FILES_MB change the sizes;
// BENCH_KINDS=postgres or pglite runs one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig, type Config } from '../src/config';
import { createPglite, fromPglite, type DatabaseHandle } from '../src/db/client';
import { openPgliteDirectory } from '../src/db/pglite-thread';
import { fromPostgres } from '../src/db/postgres';
import { ensureDefaultRoles } from '../src/db/seed/default-roles';
import { createFileStorage } from '../src/storage/file-storage';
import { adminUrl } from '../test/test-database';
import { benchNames } from './run-bench';

const auditRows = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const filesMb = Number(process.env.BENCH_FILES_MB ?? 1024);
const kinds = (process.env.BENCH_KINDS ?? 'postgres,pglite').split(',');
const serverUrl = process.env.TEST_DATABASE_URL;

async function newDatabase(name: string): Promise<string> {
  if (!serverUrl) throw new Error('run through scripts/with-postgres.mjs (npm run bench:backup)');
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function configOf(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
}

async function seed(handle: DatabaseHandle, config: Config): Promise<void> {
  await handle.migrate();
  await ensureDefaultRoles(handle.db);
  let started = performance.now();
  // In batches of 100,000: one statement of a million rows holds PGlite's memory.
  for (let from = 1; from <= auditRows; from += 100_000) {
    const to = Math.min(auditRows, from + 99_999);
    await handle.db.execute(sql`
      with ${benchNames}
      insert into audit_log (created_at, actor_id, actor_name, action_type, action, target, details)
      select now() - (${auditRows} - g) * interval '1 second',
        (100000000000000000 + g % 50)::text,
        first[1 + g % 50] || ' ' || last[1 + (g / 50) % 10],
        (array['approve','reject','create','permission','delete','view'])[1 + g % 6],
        'bench.entry',
        (200000000000000000 + g % 5000)::text,
        'Aprovou a whitelist de ' || first[1 + (g / 7) % 50] || ' ' || last[1 + (g / 350) % 10]
      from names, generate_series(${from}::int, ${to}::int) as g`);
  }
  console.log(`  ${auditRows} entradas de auditoria: ${seconds(started)}`);
  started = performance.now();
  const storage = createFileStorage(config.storage);
  const count = Math.max(1, Math.round(filesMb / 10));
  for (let index = 0; index < count; index++) {
    await storage.put(`evidencias/bench-${index}`, randomBytes(10 * 1024 * 1024), 'video/mp4');
  }
  console.log(`  ${count} arquivos de 10 MB: ${seconds(started)}`);
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The process's peak resident memory while `work` runs, sampled every 50 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    return { value: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

/** The database's part of a backup, in bytes. */
const databaseBytes = (backup: Awaited<ReturnType<typeof createBackup>>) =>
  backup.manifest.entries
    .filter((entry) => entry.name.startsWith('database/'))
    .reduce((sum, entry) => sum + entry.size, 0);

const work = await fs.mkdtemp(path.join(tmpdir(), 'panel-backup-bench-'));
try {
  for (const kind of kinds) {
    console.log(`${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`);
    const source = configOf(
      path.join(work, `${kind}-origem`),
      kind === 'postgres' ? await newDatabase('bench_backup_source') : undefined,
    );
    await fs.mkdir(path.join(source.dataDir, 'pglite'), { recursive: true });
    const handle =
      kind === 'postgres' && source.databaseUrl
        ? fromPostgres(source.databaseUrl)
        : fromPglite(await createPglite(path.join(source.dataDir, 'pglite')));
    await seed(handle, source);
    await handle.close();

    const file = path.join(work, `${kind}.tar`);
    let started = performance.now();
    const { value: backup, peak } = await peakMemory(() => createBackup(source, file));
    console.log(
      `  backup: ${seconds(started)}, ${mb(backup.bytes)} (banco ${mb(databaseBytes(backup))}), memória de pico ${mb(peak)}`,
    );
    if (kind === 'pglite') {
      // The running panel's scheduled backup: its PGlite held while the folder is copied; a
      // query sent meanwhile waits, and how long it waited at most is what staff would feel.
      const live = fromPglite(await openPgliteDirectory(source.dataDir));
      let longest = 0;
      let querying = true;
      const queries = (async () => {
        while (querying) {
          const sent = performance.now();
          await live.db.execute(sql`select 1`);
          longest = Math.max(longest, performance.now() - sent);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      started = performance.now();
      const liveFile = path.join(work, 'pglite-no-ar.tar');
      const held = await peakMemory(() => createBackup(source, liveFile, { hold: live.hold }));
      querying = false;
      await queries;
      await live.close();
      console.log(
        `  backup com o painel no ar: ${seconds(started)}, ${mb(held.value.bytes)}, uma consulta esperou no máximo ${(longest / 1000).toFixed(1)} s, memória de pico ${mb(held.peak)}`,
      );
      await fs.rm(liveFile, { force: true });
    }
    const target = configOf(
      path.join(work, `${kind}-destino`),
      kind === 'postgres' ? await newDatabase('bench_backup_target') : undefined,
    );
    started = performance.now();
    const restored = await peakMemory(() => restoreBackup(target, file));
    console.log(`  restore, conferido: ${seconds(started)}, memória de pico ${mb(restored.peak)}`);
    await fs.rm(path.join(work, `${kind}-origem`), { recursive: true, force: true });
    await fs.rm(path.join(work, `${kind}-destino`), { recursive: true, force: true });
    await fs.rm(file, { force: true });
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
