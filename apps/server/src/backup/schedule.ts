import { Cron } from 'croner';

// When the worker takes its backups (`BACKUP_SCHEDULE`): a cron expression read in Brasília's
// time, as the staff read every other time (docs/decisions/2026-12-05-backups.md).

export const backupTimeZone = 'America/Sao_Paulo';

/** Runs of a pattern closer than this are refused: each backup copies the whole panel. */
const minimumGapMs = 60 * 60_000;

function cronOf(pattern: string): Cron {
  return new Cron(pattern, { timezone: backupTimeZone, paused: true });
}

/** What is wrong with a `BACKUP_SCHEDULE` pattern, or null when it is usable. */
export function backupPatternIssue(pattern: string): string | null {
  if (!pattern.startsWith('@') && pattern.trim().split(/\s+/).length !== 5) {
    return 'must be a cron expression of 5 fields (minute hour day month weekday), e.g. "0 4 * * *"';
  }
  let runs: Date[];
  try {
    runs = cronOf(pattern).nextRuns(48);
  } catch (error) {
    return `is not a cron expression (${(error as Error).message})`;
  }
  if (runs.length === 0) return 'never runs';
  for (let index = 1; index < runs.length; index += 1) {
    const gap = (runs[index]?.getTime() ?? 0) - (runs[index - 1]?.getTime() ?? 0);
    if (gap < minimumGapMs) return 'must leave at least an hour between two backups';
  }
  return null;
}

/** The pattern's first run after `after`; null when it never runs again. */
export function nextBackupAt(pattern: string, after: Date): Date | null {
  return cronOf(pattern).nextRun(after);
}

/** The pattern's last run at or before `before`; null when it never ran. */
export function previousBackupAt(pattern: string, before: Date): Date | null {
  return cronOf(pattern).previousRuns(1, new Date(before.getTime() + 1))[0] ?? null;
}
