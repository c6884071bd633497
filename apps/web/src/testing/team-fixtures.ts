// "Equipe" as its endpoints answer it: a period's figures, a staff member's line, the overview.
import type {
  TeamDay,
  TeamFigures,
  TeamLine,
  TeamMember,
  TeamOverview,
} from '@panel/contract/api/team';

export function teamFigures(overrides: Partial<TeamFigures> = {}): TeamFigures {
  return {
    whitelistDecided: 0,
    insertionDecided: 0,
    approved: 0,
    rejected: 0,
    approvalRate: null,
    medianWaitHours: null,
    p90WaitHours: null,
    undone: 0,
    ticketsHandled: 0,
    medianCloseHours: null,
    blacklistAdded: 0,
    refunds: 0,
    discordDecisions: 0,
    panelDecisions: 0,
    dutyHours: 0,
    ...overrides,
  };
}

export function teamLine(overrides: Partial<TeamLine> = {}): TeamLine {
  return {
    staffId: '100000000000000003',
    name: 'Carla Dias',
    avatarUrl: null,
    current: teamFigures(),
    previous: teamFigures(),
    lastActivityAt: null,
    ...overrides,
  };
}

const period = { from: '2026-11-06', to: '2026-12-05', days: 30 };
const previousPeriod = { from: '2026-10-07', to: '2026-11-05', days: 30 };

export function teamOverview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    period,
    previousPeriod,
    ownOnly: false,
    staff: [],
    totals: { current: teamFigures(), previous: teamFigures() },
    ...overrides,
  };
}

export function teamDay(day: string, overrides: Partial<TeamFigures> = {}): TeamDay {
  return { day, ...teamFigures(overrides) };
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    staffId: '100000000000000003',
    name: 'Carla Dias',
    avatarUrl: null,
    period,
    previousPeriod,
    current: teamFigures(),
    previous: teamFigures(),
    lastActivityAt: null,
    days: [],
    ...overrides,
  };
}
