/**
 * Days as the rollups count them: America/Sao_Paulo's (`rollup_day`, migration 0051), written
 * `YYYY-MM-DD`. The arithmetic is on the calendar (UTC dates), never on the server's clock.
 */
export const rollupTimeZone = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: rollupTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayMs = 86_400_000;

/** The day it is at `at` in America/Sao_Paulo. */
export function rollupDayOf(at: Date): string {
  return dayFormat.format(at);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => addDays(from, i));
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: rollupTimeZone,
  timeZoneName: 'longOffset',
});

/** Midnights already worked out, by day: a chart's days ask for hundreds at once. */
const midnights = new Map<string, number>();
const keptMidnights = 10_000;

/** The moment `day` starts in America/Sao_Paulo (its midnight, with the offset of that day). */
export function startOfRollupDay(day: string): Date {
  let midnight = midnights.get(day);
  if (midnight === undefined) {
    midnight = midnightOf(day);
    if (midnights.size >= keptMidnights) midnights.clear();
    midnights.set(day, midnight);
  }
  return new Date(midnight);
}

function midnightOf(day: string): number {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset?.value ?? '');
  const minutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return Date.parse(`${day}T00:00:00Z`) - minutes * 60_000;
}

/** A period of days as the analytics pages ask for it, once the contract checked the query. */
export interface DayPeriodQuery {
  days?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The days asked for: `from` to `to`, or the last `days` days up to today (America/Sao_Paulo),
 * `defaultDays` without either.
 */
export function periodOfQuery(
  query: DayPeriodQuery,
  now: Date,
  defaultDays: string,
): { from: string; to: string; days: number } {
  if (query.from && query.to) {
    return { from: query.from, to: query.to, days: daysInRange(query.from, query.to) };
  }
  const to = rollupDayOf(now);
  const from = addDays(to, 1 - Number(query.days ?? defaultDays));
  return { from, to, days: daysInRange(from, to) };
}
