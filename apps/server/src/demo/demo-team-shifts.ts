import { dutyLimits, type DutyEndSource, type DutyStartSource } from '@panel/contract/api/duty';
import { brasiliaMidnight } from './demo-calls';
import { between } from './demo-random';
import type { TeamStaff } from './demo-team-staff';

const minuteMs = 60_000;

/** The days the history covers, today being 0. */
const historyDays = 90;

export interface PlannedShift {
  staff: TeamStaff;
  start: Date;
  /** `null` while open. */
  end: Date | null;
  startSource: DutyStartSource;
  endSource: DutyEndSource | null;
}

function sourceOf(staff: TeamStaff, roll: number): DutyStartSource {
  let left = roll;
  for (const [source, weight] of Object.entries(staff.sources) as [DutyStartSource, number][]) {
    if (left < weight) return source;
    left -= weight;
  }
  return 'panel';
}

/** São Paulo's hour of the day at `at` (UTC−3, as `brasiliaMidnight`). */
const saoPauloHour = (at: Date) =>
  (((at.getTime() - 3 * 3_600_000) % 86_400_000) / 3_600_000 + 24) % 24;

/**
 * The last shift of whoever went quiet: from 19:00 to 21:00 on the day that puts its end between
 * `quietForDays` and a day more before now. Nothing of theirs comes after it.
 */
function lastShiftOf(staff: TeamStaff, now: Date): { daysAgo: number; shift: PlannedShift } | null {
  if (staff.quietForDays === undefined) return null;
  const endHour = 21;
  const daysAgo = staff.quietForDays + (saoPauloHour(now) >= endHour ? 0 : 1);
  const start = saoPauloAt(now, daysAgo, endHour - 2);
  const end = saoPauloAt(now, daysAgo, endHour);
  return { daysAgo, shift: { staff, start, end, startSource: 'panel', endSource: 'panel' } };
}

/** One staff member's shifts, a day at a time, oldest first: none in the last hours before now. */
function shiftsOf(staff: TeamStaff, now: Date, random: () => number): PlannedShift[] {
  const shifts: PlannedShift[] = [];
  const open = staff.onDutyNow ? new Date(now.getTime() - 70 * minuteMs) : null;
  const last = lastShiftOf(staff, now);
  for (let daysAgo = historyDays - 1; daysAgo >= 0; daysAgo -= 1) {
    // Every day draws the same numbers, kept or not: the rest of the demo does not depend on the
    // hour it was seeded at.
    if (random() >= staff.keen) continue;
    const start = saoPauloAt(now, daysAgo, between(random, ...staff.startHours));
    const startSource = sourceOf(staff, random());
    // Now and then a shift opened on the panel is forgotten: it ends at the limit.
    const forgotten = startSource === 'panel' && random() < 0.05;
    const hours = forgotten
      ? dutyLimits.defaultMaxShiftHours
      : between(random, ...staff.shiftHours);
    const end = new Date(start.getTime() + Math.round(hours * 60) * minuteMs);
    if (end.getTime() > now.getTime() - 10 * minuteMs) continue;
    if (last && daysAgo <= last.daysAgo) continue;
    if (open && end.getTime() > open.getTime() - 30 * minuteMs) continue;
    shifts.push({ staff, start, end, startSource, endSource: forgotten ? 'limit' : startSource });
  }
  if (last) shifts.push(last.shift);
  if (open) shifts.push({ staff, start: open, end: null, startSource: 'discord', endSource: null });
  return shifts;
}

/** Every staff member's shifts over the history, by start. */
export function planShifts(
  staff: readonly TeamStaff[],
  now: Date,
  random: () => number,
): PlannedShift[] {
  return staff
    .flatMap((member) => shiftsOf(member, now, random))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The first moment after `from` that one of the staff `who` takes is on duty to act: a few
 * minutes into their shift (an open shift counts up to now). `null`: nobody is, before now.
 */
export function nextOnDuty(
  shifts: readonly PlannedShift[],
  from: Date,
  who: (staff: TeamStaff) => boolean,
  random: () => number,
  now: Date,
): { staff: TeamStaff; at: Date } | null {
  const gap = Math.round(between(random, 2, 30) * minuteMs);
  let best: { staff: TeamStaff; at: Date } | null = null;
  for (const shift of shifts) {
    if (!who(shift.staff)) continue;
    const end = (shift.end ?? new Date(now.getTime() - minuteMs)).getTime();
    const at = Math.max(shift.start.getTime(), from.getTime()) + gap;
    if (at >= end || (best && at >= best.at.getTime())) continue;
    best = { staff: shift.staff, at: new Date(at) };
  }
  return best;
}

/** A moment on São Paulo's clock `daysAgo` days before today, at `hour` (fractional). */
export function saoPauloAt(now: Date, daysAgo: number, hour: number): Date {
  return new Date(brasiliaMidnight(now, daysAgo).getTime() + Math.round(hour * 60) * minuteMs);
}
