import { teamMessages, type TeamDay, type TeamMember } from '@panel/contract/api/team';
import { beyondOwnAccess } from '@panel/contract/endpoints/field-access';
import type { Access } from '@panel/contract/routes';
import type { Executor } from '../../../db/client';
import { eachDay } from '../../../db/rollups/days';
import { notFound } from '../../../http/errors';
import { readLatestActivity } from '../../audit';
import { findStaffDays, findStaffTotals, hasRollups } from '../repository';
import { dutySecondsPerDay } from './duty';
import type { TeamOptions } from './overview';
import { boundaryDays, resolvePeriods, type TeamPeriodInput } from './period';
import { figuresOf, totalsBetween, type RunningTotals } from './totals';

/** Who asks, and the permission check of the way they asked (audited when it refuses). */
export interface TeamMemberCaller {
  id: string;
  demand: (access: Access) => Promise<void>;
  /** The endpoint asked: its `beyondOwnAccess` opens another staff member's figures. */
  endpoint: 'teamMember' | 'exportTeamMember';
}

/**
 * One staff member's period and the one before, and each day of the period for the charts (a
 * day's figures: its row minus the row before it). Anyone on staff reads their own; another's
 * need `view_team_analytics` (403, audited).
 */
export async function readTeamMember(
  db: Executor,
  staffId: string,
  query: TeamPeriodInput,
  caller: TeamMemberCaller,
  options: TeamOptions,
): Promise<TeamMember> {
  if (staffId !== caller.id) await caller.demand(beyondOwnAccess[caller.endpoint]);
  const now = options.now ?? new Date();
  const periods = resolvePeriods(query, now);
  const bounds = boundaryDays(periods);
  const [person] = await findStaffTotals(db, {
    days: [bounds.end, bounds.start, bounds.previousStart],
    adminIds: options.adminIds,
    onlyId: staffId,
  });
  if (!person || (!person.known && !(await hasRollups(db, staffId)))) {
    throw notFound(teamMessages.notFound);
  }
  const rows = await findStaffDays(db, staffId, periods.period.from, periods.period.to);
  // Both periods' shifts in one read; each period's hours are its days'.
  const dutyPerDay = await dutySecondsPerDay(
    db,
    staffId,
    { from: periods.previousPeriod.from, to: periods.period.to },
    now,
  );
  const dutyOf = (period: { from: string; to: string }) =>
    eachDay(period.from, period.to).reduce((sum, day) => sum + (dutyPerDay.get(day) ?? 0), 0);
  const byDay = new Map(rows.map((row) => [row.day, row.totals]));
  let before: RunningTotals | undefined = person.totalsAt.get(bounds.start);
  const days: TeamDay[] = eachDay(periods.period.from, periods.period.to).map((day) => {
    const totals = byDay.get(day);
    const figures = figuresOf(totalsBetween(before, totals ?? before), dutyPerDay.get(day) ?? 0);
    if (totals) before = totals;
    return { day, ...figures };
  });
  const latest = await readLatestActivity(db, [staffId]);
  return {
    staffId,
    name: person.name,
    avatarUrl: person.avatarUrl,
    ...periods,
    current: figuresOf(
      totalsBetween(person.totalsAt.get(bounds.start), person.totalsAt.get(bounds.end)),
      dutyOf(periods.period),
    ),
    previous: figuresOf(
      totalsBetween(person.totalsAt.get(bounds.previousStart), person.totalsAt.get(bounds.start)),
      dutyOf(periods.previousPeriod),
    ),
    lastActivityAt: latest.get(staffId)?.toISOString() ?? null,
    days,
  };
}
