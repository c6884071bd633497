import type { AnalyticsQuery } from '@panel/contract/api/analytics';
import { teamLimits, type TeamPeriod } from '@panel/contract/api/team';
import { periodOfQuery } from '../../../db/rollups/days';

/**
 * The days asked for, as the team's page asks: `from` to `to`, or the last `days` days up to
 * today (America/Sao_Paulo), 30 without either (the contract checked the query).
 */
export function resolvePeriod(query: AnalyticsQuery, now: Date): TeamPeriod {
  return periodOfQuery(query, now, teamLimits.defaultDays);
}

/** The twelve months (`YYYY-MM`) up to the month of `day`, oldest first, and their days. */
export function blacklistMonths(day: string): { months: string[]; from: string; to: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const months = Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 12 + i, 1));
    return at.toISOString().slice(0, 7);
  });
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { months, from: `${months[0] ?? day.slice(0, 7)}-01`, to: last };
}
