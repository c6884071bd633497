import type { endpointRoutes } from '../endpoint-routes';
import type { PermissionKey } from '../permissions';

/**
 * Fields of an endpoint's answer that need a permission beyond the endpoint's access: the
 * server answers them empty (`null`) to whoever lacks it.
 */
export const fieldAccess = {
  listGameJoins: { ip: 'view_game_server_ips' },
  dashboard: {
    failedDeliveries: 'view_bot_settings',
    fullCategories: 'view_bot_settings',
    backups: 'view_configuration',
  },
  searchGuildMembers: { panelRole: 'view_users' },
  lookupGuildMembers: { panelRole: 'view_users' },
} as const satisfies Partial<Record<keyof typeof endpointRoutes, Record<string, PermissionKey>>>;

/**
 * Endpoints that answer anyone with their access about themselves, and about anyone else only
 * with a permission beyond it: the server refuses (403, audited) a request for others' rows
 * without it (docs/decisions/2026-12-05-duty.md); a list of everyone's (the team's overview and
 * its export) then holds the caller's own row alone (docs/decisions/2026-12-05-team-analytics.md).
 */
export const beyondOwnAccess = {
  listDutyShifts: 'view_team_analytics',
  teamOverview: 'view_team_analytics',
  exportTeam: 'view_team_analytics',
  teamMember: 'view_team_analytics',
  exportTeamMember: 'view_team_analytics',
} as const satisfies Partial<Record<keyof typeof endpointRoutes, PermissionKey>>;
