import {
  teamPeriodQuerySchema,
  teamPresetDays,
  type TeamPeriodQuery,
  type TeamPresetDays,
} from '@panel/contract/api/team';
import { useCallback } from 'react';
import { useUrlFilters } from '@/lib/use-url-filters';

/**
 * A period of days (America/Sao_Paulo) as the team's and the community's analytics ask for it
 * (`teamPeriodQuerySchema`). In the address: `?dias=7|90` (30, the default, left out) or `?de=AAAA-MM-DD&ate=…`.
 * An address the server would refuse (a stale or edited link) falls back to 30 days.
 */
export type DayPeriodChoice =
  { kind: 'preset'; days: TeamPresetDays } | { kind: 'range'; from: string; to: string };

/** The server's own default (`teamLimits.defaultDays`). */
export const defaultDayPeriod: DayPeriodChoice = { kind: 'preset', days: '30' };

export function parseDayPeriod(params: URLSearchParams): DayPeriodChoice {
  const from = params.get('de');
  const to = params.get('ate');
  if (from && to && teamPeriodQuerySchema.safeParse({ from, to }).success) {
    return { kind: 'range', from, to };
  }
  const days = params.get('dias');
  const preset = teamPresetDays.find((value) => value === days);
  return preset ? { kind: 'preset', days: preset } : defaultDayPeriod;
}

export function writeDayPeriod(params: URLSearchParams, period: DayPeriodChoice): void {
  params.delete('dias');
  params.delete('de');
  params.delete('ate');
  if (period.kind === 'range') {
    params.set('de', period.from);
    params.set('ate', period.to);
  } else if (period.days !== '30') {
    params.set('dias', period.days);
  }
}

/** What the API is asked for. */
export function dayPeriodQuery(period: DayPeriodChoice): TeamPeriodQuery {
  return period.kind === 'range' ? { from: period.from, to: period.to } : { days: period.days };
}

interface PeriodFilters {
  period: DayPeriodChoice;
}

function parse(params: URLSearchParams): PeriodFilters {
  return { period: parseDayPeriod(params) };
}

function write(params: URLSearchParams, filters: PeriodFilters): void {
  writeDayPeriod(params, filters.period);
}

/** The period kept in the address; pages that share it (the team's two) open on the same one. */
export function useDayPeriod(): [DayPeriodChoice, (period: DayPeriodChoice) => void] {
  const [filters, update] = useUrlFilters(parse, write);
  const setPeriod = useCallback((period: DayPeriodChoice) => update({ period }), [update]);
  return [filters.period, setPeriod];
}

/** The address's period part ("?dias=7"), to carry it from one team page to the other. */
export function dayPeriodSearch(period: DayPeriodChoice): string {
  const params = new URLSearchParams();
  writeDayPeriod(params, period);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** "2026-11-12" → "12/11/2026", read from the text (a `Date` would move it a day west of UTC). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** "2026-11-12" → "12/11". */
export function formatDayMonth(day: string): string {
  return formatDay(day).slice(0, 5);
}
