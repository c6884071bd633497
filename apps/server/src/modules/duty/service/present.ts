import type { DutyShift } from '@panel/contract/api/duty';
import type { ShiftRow } from '../repository/shifts';

export function toShift(row: ShiftRow): DutyShift {
  return {
    id: String(row.id),
    staffId: row.staffId,
    staffName: row.staffName,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    startSource: row.startSource,
    endSource: row.endSource,
  };
}

/** How long the shift lasted, in seconds (an open one: 0). */
export function shiftSeconds(row: ShiftRow): number {
  return row.endedAt
    ? Math.max(0, Math.floor((row.endedAt.getTime() - row.startedAt.getTime()) / 1000))
    : 0;
}
