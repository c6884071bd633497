import type { CallPeriod } from '@panel/contract/api/calls';
import type { DayRange } from '../repository/ranking';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (`YYYY-MM-DD`) it is at `now` in America/Sao_Paulo, the day the totals use. */
export function saoPauloDay(now: Date): string {
  return dayFormat.format(now);
}

/** The `days` days up to and including `now`'s day. */
export function lastDays(now: Date, days: number): DayRange {
  const to = saoPauloDay(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}

const periodDays: Record<Exclude<CallPeriod, 'all'>, number> = { today: 1, week: 7, month: 30 };

/** The period's days; `null` for all time. */
export function periodRange(period: CallPeriod, now: Date): DayRange | null {
  return period === 'all' ? null : lastDays(now, periodDays[period]);
}
