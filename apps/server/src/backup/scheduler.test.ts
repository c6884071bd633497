import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupStatus } from '@panel/contract/api/backups';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import {
  createPostgresCopy,
  pgliteTemplateArchive,
  testDatabaseKind,
} from '../../test/test-database';
import { createPglite, fromPglite, type DatabaseHandle } from '../db/client';
import { openPgliteDirectory } from '../db/pglite-thread';
import { fromPostgres } from '../db/postgres';
import {
  claimScheduledBackup,
  findDueBackup,
  readBackupStatus,
  recordBackupRun,
  reportBackupSchedule,
} from '../modules/system';
import { nextBackupAt, previousBackupAt } from './schedule';
import { startScheduledBackups } from './scheduler';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(tmpdir(), 'panel-schedule-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

const pattern = '0 4 * * *';
const log = pino({ level: 'silent' });

/** A panel as the worker runs it: PGlite on its thread in a folder, or a PostgreSQL database. */
async function panel(backupDir: string): Promise<{ config: Config; database: DatabaseHandle }> {
  const dataDir = await folder();
  let databaseUrl: string | undefined;
  let database: DatabaseHandle;
  if (testDatabaseKind === 'postgres') {
    const copy = await createPostgresCopy(process.env.TEST_DATABASE_URL ?? '');
    cleanups.push(() => copy.drop());
    databaseUrl = copy.url;
    database = fromPostgres(copy.url);
  } else {
    const dir = path.join(dataDir, 'pglite');
    await (await createPglite(dir, await pgliteTemplateArchive())).close();
    database = fromPglite(await openPgliteDirectory(dataDir));
  }
  cleanups.push(() => database.close());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      BACKUP_DIR: backupDir,
      BACKUP_SCHEDULE: pattern,
      BACKUP_KEEP: '2',
    },
    'test',
  );
  return { config, database };
}

/** Runs the worker's schedule, checking often, until the recorded backups pass `done`. */
async function runScheduleUntil(
  database: DatabaseHandle,
  config: Config,
  done: (status: BackupStatus) => boolean,
): Promise<void> {
  const stop = startScheduledBackups({
    db: database.db,
    hold: database.hold,
    config,
    log,
    tickMs: 100,
  });
  cleanups.push(async () => stop());
  await expect
    .poll(async () => done(await readBackupStatus(database.db)), { timeout: 60_000 })
    .toBe(true);
  stop();
}

describe('scheduled backups', () => {
  it('takes a run the panel missed at once, records it, and keeps the newest files', async () => {
    const backupDir = await folder();
    const older = ['painel-2026-01-01T07-00-00.tar', 'painel-2026-01-02T07-00-00.tar'];
    for (const name of [...older, 'outro.tar']) await fs.writeFile(path.join(backupDir, name), '');
    const { config, database } = await panel(backupDir);
    // The worker stopped before its 04:00 run: the stored schedule still has it due.
    await reportBackupSchedule(database.db, {
      pattern,
      keep: 2,
      nextAt: new Date(Date.now() - 60_000),
    });

    await runScheduleUntil(database, config, (status) => status.lastSuccess !== null);

    const status = await readBackupStatus(database.db);
    const file = status.lastSuccess?.file ?? '';
    expect(file).toMatch(/^painel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.tar$/);
    expect(status.lastSuccess).toMatchObject({
      trigger: 'schedule',
      bytes: (await fs.stat(path.join(backupDir, file))).size,
    });
    expect(status.lastFailure).toBeNull();
    // The whole database is in it: readable by the panel's user only.
    expect((await fs.stat(path.join(backupDir, file))).mode & 0o777).toBe(0o600);
    // The next run is the pattern's next, in Brasília's time (04:00 is 07:00 UTC).
    expect(status.schedule).toMatchObject({ pattern, keep: 2, missedAt: null });
    expect(new Date(status.schedule?.nextAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(status.schedule?.nextAt).toMatch(/T07:00:00\.000Z$/);
    // Two kept (the new one and the newest older one); other files left alone.
    expect((await fs.readdir(backupDir)).sort()).toEqual([older[1], file, 'outro.tar'].sort());
  }, 120_000);

  it('lets one worker of two take a due run', async () => {
    const { database } = await panel(await folder());
    await reportBackupSchedule(database.db, {
      pattern,
      keep: 7,
      nextAt: new Date(Date.now() - 1000),
    });
    const due = await findDueBackup(database.db, pattern);
    expect(due).not.toBeNull();
    const following = nextBackupAt(pattern, new Date());
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        claimScheduledBackup(database.db, due ?? new Date(), following),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await findDueBackup(database.db, pattern)).toBeNull();
    // Another pattern is not this schedule's.
    expect(await findDueBackup(database.db, '0 5 * * *')).toBeNull();
  }, 60_000);

  it('records why a backup failed, until a backup succeeds', async () => {
    const blocker = path.join(await folder(), 'arquivo');
    await fs.writeFile(blocker, '');
    // The backup folder cannot be made: a file stands where its parent would be.
    const { config, database } = await panel(path.join(blocker, 'backups'));
    await reportBackupSchedule(database.db, { pattern, keep: 2, nextAt: new Date(0) });
    await runScheduleUntil(database, config, (status) => status.lastFailure !== null);
    const failed = await readBackupStatus(database.db);
    expect(failed.lastSuccess).toBeNull();
    expect(failed.lastFailure).toMatchObject({
      trigger: 'schedule',
      error: expect.stringMatching(/^Erro inesperado: ENOTDIR/),
    });

    await recordBackupRun(database.db, {
      trigger: 'manual',
      startedAt: new Date(),
      outcome: { ok: true, file: 'painel-manual.tar', bytes: 1234 },
    });
    const fixed = await readBackupStatus(database.db);
    expect(fixed.lastFailure).toBeNull();
    expect(fixed.lastSuccess).toMatchObject({ trigger: 'manual', bytes: 1234 });
  }, 120_000);

  it('tells a scheduled run nobody took, from the pattern and since when it is set', async () => {
    const { database } = await panel(await folder());
    const db = database.db;
    await reportBackupSchedule(db, { pattern, keep: 7, nextAt: nextBackupAt(pattern, new Date()) });
    // Set just now: no run was due yet.
    expect((await readBackupStatus(db)).schedule?.missedAt).toBeNull();

    await db.execute(sql`update backup_schedule set since = now() - interval '3 days'`);
    const due = previousBackupAt(pattern, new Date(Date.now() - 15 * 60_000));
    expect((await readBackupStatus(db)).schedule?.missedAt).toBe(due?.toISOString());

    // A backup that started before that run does not count; one at or after it does.
    const run = (startedAt: Date) =>
      recordBackupRun(db, {
        trigger: 'schedule',
        startedAt,
        outcome: { ok: true, file: 'painel.tar', bytes: 1 },
      });
    await run(new Date((due?.getTime() ?? 0) - 60_000));
    expect((await readBackupStatus(db)).schedule?.missedAt).toBe(due?.toISOString());
    await run(new Date((due?.getTime() ?? 0) + 5_000));
    expect((await readBackupStatus(db)).schedule?.missedAt).toBeNull();

    // Turned off: no schedule shown, the record kept.
    await reportBackupSchedule(db, null);
    const off = await readBackupStatus(db);
    expect(off.schedule).toBeNull();
    expect(off.lastSuccess?.file).toBe('painel.tar');
  }, 60_000);
});
