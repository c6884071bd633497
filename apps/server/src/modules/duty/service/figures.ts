import type { DutyShift } from '@panel/contract/api/duty';
import type { Executor } from '../../../db/client';
import { findLatestShiftMoments } from '../repository/latest';
import { findShifts, sumShiftsByStaff } from '../repository/shifts';
import { toShift } from './present';

/**
 * Each staff member's time on duty inside the period (open shifts counted up to `now`) and how
 * many of their shifts overlap it: what other areas (the team's figures) read of duty.
 */
export function dutySecondsByStaff(
  db: Executor,
  period: { from: Date; to: Date },
  now = new Date(),
): Promise<{ staffId: string; seconds: number; shifts: number }[]> {
  return sumShiftsByStaff(db, period, now);
}

/** The shifts that overlap the period (one staff member's, or everyone's), newest first. */
export async function readDutyShifts(
  db: Executor,
  filter: { staffId?: string; from: Date; to: Date },
  limit: number,
): Promise<DutyShift[]> {
  return (await findShifts(db, filter, limit)).map(toShift);
}

/**
 * Each staff member's latest moment on duty (their latest shift's end, `now` while on duty),
 * by id; those never on duty are left out. The team's inactivity reads it beside the audit log.
 */
export function latestDutyMoments(
  db: Executor,
  staffIds: readonly string[],
  now = new Date(),
): Promise<Map<string, Date>> {
  return findLatestShiftMoments(db, staffIds, now);
}
