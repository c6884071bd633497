import { z } from 'zod';

/** How a backup was started: by the worker's schedule (`BACKUP_SCHEDULE`) or `npm run backup`. */
export const backupTriggerValues = ['schedule', 'manual'] as const;

/**
 * The panel's backups as the dashboard shows them to whoever may see the configuration
 * (docs/decisions/2026-12-05-backups.md).
 */
export const backupStatusSchema = z.object({
  /** The worker's schedule as it last reported it; `null` when scheduled backups are off. */
  schedule: z
    .object({
      /** The cron expression, read in Brasília's time. */
      pattern: z.string(),
      /** How many backup files are kept. */
      keep: z.number().int(),
      /** The next run (ISO); `null` when the pattern never runs again. */
      nextAt: z.string().nullable(),
      /**
       * The run the schedule last called for, more than `backupLateMinutes` ago, left no backup
       * (no worker ran, or it failed); `null` when it did, or none was due yet.
       */
      missedAt: z.string().nullable(),
    })
    .nullable(),
  /** The newest backup written whole; `null` when none was. */
  lastSuccess: z
    .object({
      finishedAt: z.string(),
      bytes: z.number(),
      /** The file's name in the backup folder. */
      file: z.string(),
      trigger: z.enum(backupTriggerValues),
      /** How long it took, in seconds. */
      seconds: z.number(),
    })
    .nullable(),
  /** The newest attempt, when it failed after the last success: when, and why. */
  lastFailure: z
    .object({
      finishedAt: z.string(),
      trigger: z.enum(backupTriggerValues),
      error: z.string(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** A scheduled run this long past without a backup is shown as missed. */
export const backupLateMinutes = 15;
