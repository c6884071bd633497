import { backupLateMinutes, type BackupStatus } from '@panel/contract/api/backups';
import { sql } from 'drizzle-orm';
import { previousBackupAt } from '../../backup/schedule';
import { queryRows, type Executor } from '../../db/client';
import { defineFigure, readFigure } from '../../db/figures';
import { backupRuns, type backupTriggers } from '../../db/schema/system';

// The backups' record (docs/decisions/2026-12-05-backups.md): each run once it ended, and the
// schedule the worker reports, read by the dashboard and the metrics.

type BackupTrigger = (typeof backupTriggers)[number];

/**
 * The worker's schedule, or null when off. A run the stored schedule missed (the panel was
 * down at its time) is kept due, so the worker takes it at once; a new pattern starts afresh.
 */
export async function reportBackupSchedule(
  db: Executor,
  schedule: { pattern: string; keep: number; nextAt: Date | null } | null,
): Promise<void> {
  await db.execute(sql`
    insert into backup_schedule (id, pattern, keep, next_at)
    values (1, ${schedule?.pattern ?? null}, ${schedule?.keep ?? 0},
      ${schedule?.nextAt ?? null}::timestamptz)
    on conflict (id) do update set pattern = excluded.pattern, keep = excluded.keep,
      reported_at = now(),
      next_at = case when backup_schedule.pattern is not distinct from excluded.pattern
        then least(backup_schedule.next_at, excluded.next_at) else excluded.next_at end,
      since = case when backup_schedule.pattern is not distinct from excluded.pattern
        then backup_schedule.since else now() end`);
}

/** The scheduled run that is due for `pattern`, or null when none is. */
export async function findDueBackup(db: Executor, pattern: string): Promise<Date | null> {
  const [row] = await queryRows<{ due: string | Date }>(
    db,
    sql`select next_at as due from backup_schedule
      where id = 1 and pattern = ${pattern} and next_at <= now()`,
  );
  return row ? new Date(row.due) : null;
}

/**
 * Takes the run due at `due`, moving the schedule on to `following`: of several workers, the
 * one whose update finds `due` still there takes it.
 */
export async function claimScheduledBackup(
  db: Executor,
  due: Date,
  following: Date | null,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update backup_schedule set next_at = ${following}::timestamptz
      where id = 1 and next_at = ${due}::timestamptz returning id`,
  );
  return rows.length > 0;
}

/** A backup ended: written whole (its file's name and size), or failed and why. */
export async function recordBackupRun(
  db: Executor,
  run: {
    trigger: BackupTrigger;
    startedAt: Date;
    outcome: { ok: true; file: string; bytes: number } | { ok: false; error: string };
  },
): Promise<void> {
  const { outcome } = run;
  await db.insert(backupRuns).values({
    trigger: run.trigger,
    startedAt: run.startedAt,
    status: outcome.ok ? 'ok' : 'failed',
    file: outcome.ok ? outcome.file : null,
    bytes: outcome.ok ? outcome.bytes : null,
    error: outcome.ok ? null : outcome.error,
  });
}

/** Keeps the runs of the last 90 days, and always the newest success. */
export async function deleteOldBackupRuns(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from backup_runs where started_at < now() - interval '90 days'
      and id <> coalesce((select max(id) from backup_runs where status = 'ok'), 0)`);
}

interface StoredBackups {
  schedule?: { pattern: string | null; keep: number; nextAt: string | null; since: string };
  success?: {
    startedAt: string;
    finishedAt: string;
    bytes: number | string;
    file: string;
    trigger: BackupTrigger;
  };
  failure?: { finishedAt: string; trigger: BackupTrigger; error: string };
}

const iso = (text: string) => new Date(text).toISOString();

/**
 * The run the schedule last called for, if it is more than `backupLateMinutes` past, came
 * after the pattern was set, and no success started at or after it.
 */
function missedRun(stored: StoredBackups, now: Date): Date | null {
  const { schedule, success } = stored;
  if (!schedule?.pattern) return null;
  const due = previousBackupAt(
    schedule.pattern,
    new Date(now.getTime() - backupLateMinutes * 60_000),
  );
  if (!due || due < new Date(schedule.since)) return null;
  return success && new Date(success.startedAt) >= due ? null : due;
}

function toBackupStatus(value: unknown): BackupStatus {
  const stored = (value ?? {}) as StoredBackups;
  const { schedule, success, failure } = stored;
  const missed = missedRun(stored, new Date());
  return {
    schedule:
      schedule?.pattern == null
        ? null
        : {
            pattern: schedule.pattern,
            keep: schedule.keep,
            nextAt: schedule.nextAt ? iso(schedule.nextAt) : null,
            missedAt: missed?.toISOString() ?? null,
          },
    lastSuccess: success
      ? {
          finishedAt: iso(success.finishedAt),
          bytes: Number(success.bytes),
          file: success.file,
          trigger: success.trigger,
          seconds:
            Math.round(
              (new Date(success.finishedAt).getTime() - new Date(success.startedAt).getTime()) /
                100,
            ) / 10,
        }
      : null,
    lastFailure: failure ? { ...failure, finishedAt: iso(failure.finishedAt) } : null,
  };
}

/**
 * The schedule, the newest success and the newest failure after it, as one JSON value: a
 * figure the dashboard and the metrics read.
 */
export const backupStatusFigure = defineFigure(
  'backup_status',
  sql`(select json_build_object(
    'schedule', (select json_build_object('pattern', pattern, 'keep', keep, 'nextAt', next_at,
        'since', since) from backup_schedule where id = 1),
    'success', (select json_build_object('startedAt', started_at, 'finishedAt', finished_at,
        'bytes', bytes, 'file', file, 'trigger', trigger)
      from backup_runs where status = 'ok' order by id desc limit 1),
    'failure', (select json_build_object('finishedAt', finished_at, 'trigger', trigger,
        'error', error)
      from backup_runs where status = 'failed'
        and id > coalesce((select max(id) from backup_runs where status = 'ok'), 0)
      order by id desc limit 1)))`,
  toBackupStatus,
);

export function readBackupStatus(db: Executor): Promise<BackupStatus> {
  return readFigure(db, backupStatusFigure);
}
