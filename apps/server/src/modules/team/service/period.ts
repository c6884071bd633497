import { teamLimits, type TeamPeriod, type TeamPresetDays } from '@panel/contract/api/team';
import { addDays, periodOfQuery } from '../../../db/rollups/days';

/** The query once the contract checked it. */
export interface TeamPeriodInput {
  days?: TeamPresetDays | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface TeamPeriods {
  period: TeamPeriod;
  /** As long, ending the day before. */
  previousPeriod: TeamPeriod;
}

/**
 * The days asked for: `from` to `to`, or the last `days` days up to today (America/Sao_Paulo)
 * (30 without either); and the same number of days just before.
 */
export function resolvePeriods(query: TeamPeriodInput, now: Date): TeamPeriods {
  const period = periodOfQuery(query, now, teamLimits.defaultDays);
  const { from, days } = period;
  return {
    period,
    previousPeriod: { from: addDays(from, -days), to: addDays(from, -1), days },
  };
}

/** The days whose running totals a period and the one before need: its end and their starts. */
export function boundaryDays({ period, previousPeriod }: TeamPeriods) {
  return {
    end: period.to,
    start: addDays(period.from, -1),
    previousStart: addDays(previousPeriod.from, -1),
  };
}
