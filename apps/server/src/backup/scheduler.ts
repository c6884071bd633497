import fs from 'node:fs/promises';
import path from 'node:path';
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  claimScheduledBackup,
  deleteOldBackupRuns,
  findDueBackup,
  recordBackupRun,
  reportBackupSchedule,
} from '../modules/system';
import { createBackup, type BackupConfig } from './backup';
import type { HoldDatabase } from './database-dump';
import { backupErrorText } from './errors';
import { nextBackupAt } from './schedule';

// Scheduled backups, taken by the worker (docs/decisions/2026-12-05-backups.md): at each run of
// `BACKUP_SCHEDULE` one worker takes a backup into `BACKUP_DIR`, records it, and keeps the
// newest `BACKUP_KEEP` files.

type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** How often the worker looks for a due run. */
export const backupTickMs = 30_000;

const fileNamePattern = /^painel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.tar$/;

/** `painel-AAAA-MM-DDTHH-MM-SS.tar` (UTC): names that sort as their times do. */
export function backupFileName(at: Date): string {
  return `painel-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.tar`;
}

/**
 * Keeps the newest `keep` backups of `dir` (the files named as `backupFileName` names them;
 * nothing else in the folder is touched) and removes work folders a stopped backup left there
 * over a day ago. Answers the files removed.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const removed = names
    .filter((name) => fileNamePattern.test(name))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of removed) await fs.rm(path.join(dir, name), { force: true });
  for (const name of names.filter((item) => item.startsWith('.backup-'))) {
    const folder = path.join(dir, name);
    const { mtimeMs } = await fs.stat(folder);
    if (mtimeMs < Date.now() - 86_400_000) await fs.rm(folder, { recursive: true, force: true });
  }
  return removed;
}

export interface ScheduledBackupsDeps {
  db: Database;
  /** The running panel's PGlite, held while its folder is copied; none on PostgreSQL. */
  hold: HoldDatabase | undefined;
  config: BackupConfig & Pick<Config, 'backupDir' | 'backupSchedule'>;
  log: Log;
  tickMs?: number;
}

/**
 * Reports the schedule (or that there is none) and, with one, checks every `tickMs` for a due
 * run: the worker that claims it takes the backup. Answers how to stop.
 */
export function startScheduledBackups(deps: ScheduledBackupsDeps): () => void {
  const { db, config, log } = deps;
  const schedule = config.backupSchedule;
  const reported = reportBackupSchedule(
    db,
    schedule && { ...schedule, nextAt: nextBackupAt(schedule.pattern, new Date()) },
  );
  if (!schedule) {
    reported.catch((error: unknown) => log.warn({ err: error }, 'backup schedule not reported'));
    return () => undefined;
  }
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const due = await findDueBackup(db, schedule.pattern);
      if (!due) return;
      const after = new Date(Math.max(Date.now(), due.getTime()));
      if (!(await claimScheduledBackup(db, due, nextBackupAt(schedule.pattern, after)))) return;
      await takeScheduledBackup(deps, schedule.keep);
    } catch (error) {
      log.warn({ err: error }, 'scheduled backup check failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), deps.tickMs ?? backupTickMs);
  reported.then(tick, (error: unknown) => log.warn({ err: error }, 'backup schedule not reported'));
  return () => clearInterval(timer);
}

async function takeScheduledBackup(deps: ScheduledBackupsDeps, keep: number): Promise<void> {
  const { db, config, log } = deps;
  const startedAt = new Date();
  const file = path.join(config.backupDir, backupFileName(startedAt));
  try {
    const backup = await createBackup(config, file, { hold: deps.hold });
    await recordBackupRun(db, {
      trigger: 'schedule',
      startedAt,
      outcome: { ok: true, file: path.basename(backup.file), bytes: backup.bytes },
    });
    const removed = await pruneBackups(config.backupDir, keep);
    log.info(
      { file: backup.file, bytes: backup.bytes, ms: Date.now() - startedAt.getTime(), removed },
      'scheduled backup written',
    );
  } catch (error) {
    const text = backupErrorText(error);
    await recordBackupRun(db, {
      trigger: 'schedule',
      startedAt,
      outcome: { ok: false, error: text },
    });
    log.error({ err: error }, 'scheduled backup failed');
  }
  await deleteOldBackupRuns(db);
}
