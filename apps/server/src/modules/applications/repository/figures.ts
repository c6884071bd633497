import { applicationStatuses, type ApplicationStatus } from '@panel/contract/api/applications';
import { dashboardChartDays as days } from '@panel/contract/api/dashboard';
import { formTypes, type FormType } from '@panel/contract/api/forms';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { defineFigure, readFigure } from '../../../db/figures';
import { inlineConstant } from '../../../db/prepared';

export type StatusTotals = Record<ApplicationStatus, number>;

/** What the dashboard shows of the applications (`readApplicationFigures`). */
export interface ApplicationFigures {
  /** Entries of each form per status, from the trigger-kept counters. */
  totals: Record<FormType, StatusTotals>;
  /** The whitelist's changes, "today" being the current UTC day. */
  whitelistChanges: { pendingToday: number; approvedWeek: number; rejectedToday: number };
  /**
   * Entries (every form) received per UTC day (`YYYY-MM-DD`) over the dashboard chart's last
   * `dashboardChartDays` days, for the days that had any.
   */
  receivedByDay: Map<string, number>;
}

const startOfTodayUtc = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;

/**
 * The applications' figures as one JSON value: totals per form and status, the whitelist's
 * changes, and the entries received per day over the chart's days. The dashboard reads it
 * with the other areas' figures in one statement.
 */
export const applicationFigures = defineFigure(
  'application_figures',
  sql`json_build_object(
    'counts', json_build_object(
      'byStatus', (select coalesce(json_object_agg(form || '.' || status, total), '{}')
        from application_counts),
      'pendingToday', (select count(*) from applications where form = 'whitelist'
        and status = 'pending' and created_at >= ${startOfTodayUtc}),
      'approvedWeek', (select count(*) from applications where form = 'whitelist'
        and status = 'approved' and decided_at >= now() - interval '7 days'),
      'rejectedToday', (select count(*) from applications where form = 'whitelist'
        and status = 'rejected' and decided_at >= ${startOfTodayUtc})),
    'perDay', (select coalesce(json_object_agg(day, total), '{}') from (
      select to_char(date_trunc('day', created_at at time zone 'utc'), 'YYYY-MM-DD') as day,
        count(*) as total
      from applications
      where created_at >= ${startOfTodayUtc} - ${inlineConstant(days - 1)} * interval '1 day'
      group by 1) per_day))`,
  (value): ApplicationFigures => {
    const json = (value ?? {}) as { counts?: unknown; perDay?: unknown };
    const counts = (json.counts ?? {}) as {
      byStatus?: Record<string, number | string>;
      pendingToday?: number | string;
      approvedWeek?: number | string;
      rejectedToday?: number | string;
    };
    const byStatus = counts.byStatus ?? {};
    const perDay = (json.perDay ?? {}) as Record<string, number | string>;
    const totalsOf = (form: FormType) =>
      Object.fromEntries(
        applicationStatuses.map((status) => [status, Number(byStatus[`${form}.${status}`] ?? 0)]),
      ) as StatusTotals;
    return {
      totals: Object.fromEntries(formTypes.map((form) => [form, totalsOf(form)])) as Record<
        FormType,
        StatusTotals
      >,
      whitelistChanges: {
        pendingToday: Number(counts.pendingToday ?? 0),
        approvedWeek: Number(counts.approvedWeek ?? 0),
        rejectedToday: Number(counts.rejectedToday ?? 0),
      },
      receivedByDay: new Map(Object.entries(perDay).map(([day, total]) => [day, Number(total)])),
    };
  },
);

export function readApplicationFigures(db: Executor): Promise<ApplicationFigures> {
  return readFigure(db, applicationFigures);
}
