import type { TeamLine, TeamOverview } from '@panel/contract/api/team';
import type { Executor } from '../../../db/client';
import { readLatestActivity } from '../../audit';
import { findStaffTotals } from '../repository';
import { dutySecondsOf } from './duty';
import { boundaryDays, resolvePeriods, type TeamPeriodInput } from './period';
import {
  combineTotals,
  figuresOf,
  isIdle,
  totalsBetween,
  zeroTotals,
  type RunningTotals,
} from './totals';

/** Who reads the figures: everyone's with `beyondOwnAccess.teamOverview`, else their own alone. */
export interface TeamViewer {
  id: string;
  seesEveryone: boolean;
}

export interface TeamOptions {
  /** ADMIN_DISCORD_IDS: administrators by configuration are staff without a role. */
  adminIds: readonly string[];
  now?: Date;
}

const byName = new Intl.Collator('pt-BR');

interface Totalled {
  line: TeamLine;
  current: RunningTotals;
  previous: RunningTotals;
  dutySeconds: { current: number; previous: number };
}

/**
 * The team's table (docs/decisions/2026-12-05-team-analytics.md): each staff member's period and
 * the one before, from three running totals each (the period's end and the two starts), their
 * time on duty and their latest action. Current staff are listed even when idle (who has gone
 * quiet is the point); anyone else only when they did something in either period. Without
 * `view_team_analytics`, the caller's own line alone.
 */
export async function readTeamOverview(
  db: Executor,
  query: TeamPeriodInput,
  viewer: TeamViewer,
  options: TeamOptions,
): Promise<TeamOverview> {
  const now = options.now ?? new Date();
  const periods = resolvePeriods(query, now);
  const bounds = boundaryDays(periods);
  // Independent reads: on PostgreSQL each takes a connection of its own.
  const [people, duty, dutyBefore] = await Promise.all([
    findStaffTotals(db, {
      days: [bounds.end, bounds.start, bounds.previousStart],
      adminIds: options.adminIds,
      onlyId: viewer.seesEveryone ? undefined : viewer.id,
    }),
    dutySecondsOf(db, periods.period, now),
    dutySecondsOf(db, periods.previousPeriod, now),
  ]);
  const totalled: Totalled[] = people.flatMap((person) => {
    const current = totalsBetween(
      person.totalsAt.get(bounds.start),
      person.totalsAt.get(bounds.end),
    );
    const previous = totalsBetween(
      person.totalsAt.get(bounds.previousStart),
      person.totalsAt.get(bounds.start),
    );
    const dutySeconds = {
      current: duty.get(person.id) ?? 0,
      previous: dutyBefore.get(person.id) ?? 0,
    };
    const listed =
      person.onStaff ||
      person.id === viewer.id ||
      !isIdle(current, dutySeconds.current) ||
      !isIdle(previous, dutySeconds.previous);
    if (!listed) return [];
    const line: TeamLine = {
      staffId: person.id,
      name: person.name,
      avatarUrl: person.avatarUrl,
      current: figuresOf(current, dutySeconds.current),
      previous: figuresOf(previous, dutySeconds.previous),
      lastActivityAt: null,
    };
    return [{ line, current, previous, dutySeconds }];
  });
  const latest = await readLatestActivity(
    db,
    totalled.map(({ line }) => line.staffId),
  );
  for (const { line } of totalled)
    line.lastActivityAt = latest.get(line.staffId)?.toISOString() ?? null;
  totalled.sort((a, b) => byName.compare(a.line.name, b.line.name));
  const sum = (pick: (entry: Totalled) => RunningTotals) =>
    totalled.reduce((total, entry) => combineTotals(total, pick(entry)), zeroTotals());
  const dutySum = (pick: (entry: Totalled) => number) =>
    totalled.reduce((total, entry) => total + pick(entry), 0);
  return {
    ...periods,
    ownOnly: !viewer.seesEveryone,
    staff: totalled.map(({ line }) => line),
    totals: {
      current: figuresOf(
        sum((entry) => entry.current),
        dutySum((entry) => entry.dutySeconds.current),
      ),
      previous: figuresOf(
        sum((entry) => entry.previous),
        dutySum((entry) => entry.dutySeconds.previous),
      ),
    },
  };
}
