import { addDays, eachDay, startOfRollupDay } from '../../../db/rollups/days';
import type { Executor } from '../../../db/client';
import { dutySecondsByStaff, readDutyShifts } from '../../duty';

/** The moments a period of days covers: from its first midnight to the midnight after it. */
export function periodInstants(period: { from: string; to: string }): { from: Date; to: Date } {
  return { from: startOfRollupDay(period.from), to: startOfRollupDay(addDays(period.to, 1)) };
}

/** Each staff member's seconds on duty in the period, by id. */
export async function dutySecondsOf(
  db: Executor,
  period: { from: string; to: string },
  now: Date,
): Promise<Map<string, number>> {
  const rows = await dutySecondsByStaff(db, periodInstants(period), now);
  return new Map(rows.map((row) => [row.staffId, row.seconds]));
}

/** The most shifts a staff member's days are read from (several a day over two years). */
const shiftsRead = 5000;

/** One staff member's seconds on duty on each day of the period, open shifts up to `now`. */
export async function dutySecondsPerDay(
  db: Executor,
  staffId: string,
  period: { from: string; to: string },
  now: Date,
): Promise<Map<string, number>> {
  const shifts = await readDutyShifts(db, { staffId, ...periodInstants(period) }, shiftsRead);
  const perDay = new Map<string, number>();
  const days = eachDay(period.from, period.to);
  const starts = days.map((day) => startOfRollupDay(day).getTime());
  starts.push(startOfRollupDay(addDays(period.to, 1)).getTime());
  for (const day of days) perDay.set(day, 0);
  for (const shift of shifts) {
    const shiftStart = Date.parse(shift.startedAt);
    const shiftEnd = Math.min(
      shift.endedAt ? Date.parse(shift.endedAt) : now.getTime(),
      now.getTime(),
    );
    // The shift's first day in the period, then each day it lasts into.
    let index = Math.max(0, firstAfter(starts, shiftStart) - 1);
    for (; index < days.length && (starts[index] ?? Infinity) < shiftEnd; index++) {
      const from = Math.max(shiftStart, starts[index] ?? 0);
      const to = Math.min(shiftEnd, starts[index + 1] ?? 0);
      const day = days[index] ?? '';
      if (to > from) perDay.set(day, (perDay.get(day) ?? 0) + (to - from) / 1000);
    }
  }
  for (const [day, seconds] of perDay) perDay.set(day, Math.floor(seconds));
  return perDay;
}

/** The index of the first of the sorted `values` above `value` (their length when none). */
function firstAfter(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? Infinity) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
