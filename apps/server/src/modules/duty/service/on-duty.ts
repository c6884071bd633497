import type { DutyStartSource, OnDuty } from '@panel/contract/api/duty';
import type { Executor } from '../../../db/client';
import { findOnDuty, findOpenShifts } from '../repository/shifts';

/** Who is on duty now, the longest on duty first, by the name the panel knows them by now. */
export async function listOnDuty(db: Executor, now = new Date()): Promise<OnDuty> {
  const rows = await findOnDuty(db);
  return {
    staff: rows.map((row) => ({
      staffId: row.staffId,
      staffName: row.displayName ?? row.username ?? row.staffName,
      avatarUrl: row.avatarUrl,
      since: row.startedAt.toISOString(),
      source: row.startSource,
    })),
    serverTime: now.toISOString(),
  };
}

/** A staff member's duty now, as their file shows it: since when and from where, or `null`. */
export async function dutyStanding(
  db: Executor,
  staffId: string,
): Promise<{ since: string; source: DutyStartSource } | null> {
  const [open] = await findOpenShifts(db, [staffId]);
  return open ? { since: open.startedAt.toISOString(), source: open.startSource } : null;
}
