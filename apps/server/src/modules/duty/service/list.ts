import {
  dutyLimits,
  dutyMessages,
  type DutyShifts,
  type DutyShiftsQuery,
} from '@panel/contract/api/duty';
import { beyondOwnAccess } from '@panel/contract/endpoints/field-access';
import type { Access } from '@panel/contract/routes';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { findShifts, sumShifts } from '../repository/shifts';
import { toShift } from './present';

const dayMs = 86_400_000;
/** The period without `from`: the 30 days up to `to`. */
const defaultDays = 30;

/** Who asks, and the permission check of the way they asked (audited when it refuses). */
export interface ShiftsCaller {
  id: string;
  demand: (access: Access) => Promise<void>;
}

function periodOf(query: DutyShiftsQuery, now: Date): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - defaultDays * dayMs);
  // Each bound alone is checked by the contract; with one of them left to its default, here.
  if (from > to) {
    throw badRequest(dutyMessages.order, [{ path: 'querystring.to', message: dutyMessages.order }]);
  }
  if (to.getTime() - from.getTime() > dutyLimits.maxRangeDays * dayMs) {
    throw badRequest(dutyMessages.range, [
      { path: 'querystring.from', message: dutyMessages.range },
    ]);
  }
  return { from, to };
}

/**
 * The shifts that overlap the period, newest first, with their time inside it. A staff member
 * always reads their own; anyone else's, or everyone's, needs `beyondOwnAccess.listDutyShifts`
 * (docs/decisions/2026-12-05-duty.md).
 */
export async function listDutyShifts(
  db: Executor,
  query: DutyShiftsQuery,
  caller: ShiftsCaller,
  now = new Date(),
): Promise<DutyShifts> {
  if (query.staffId !== caller.id) await caller.demand(beyondOwnAccess.listDutyShifts);
  const { from, to } = periodOf(query, now);
  const filter = { staffId: query.staffId, from, to };
  const rows = await findShifts(db, filter, dutyLimits.maxShifts);
  const { count, seconds } = await sumShifts(db, filter, now);
  return {
    shifts: rows.map(toShift),
    totalSeconds: seconds,
    truncated: count > rows.length,
    from: from.toISOString(),
    to: to.toISOString(),
  };
}
