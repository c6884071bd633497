import type { EndpointId } from '@panel/contract/endpoints';
import { demoIds } from './sign-in';

/**
 * The team's figures: everyone on staff reads the overview (the moderador and the suporte their
 * own line alone); one staff member's days are the moderador's, so the suporte, who lacks
 * view_team_analytics, is refused another's.
 */
export const teamSampleUrl = {
  teamOverview: '/api/team?days=30',
  exportTeam: '/api/team/export.csv?from=2026-11-01&to=2026-11-30',
  teamMember: `/api/team/${demoIds.moderador}?days=7`,
  exportTeamMember: `/api/team/${demoIds.moderador}/export.csv?days=90`,
  getTeamSettings: '/api/team/settings',
  updateTeamSettings: '/api/team/settings',
  listInactiveStaff: '/api/team/inactive',
  // The community's figures ("Comunidade"), beside the team's: view_analytics.
  communityAnalytics: '/api/analytics?days=90',
  exportCommunityAnalytics: '/api/analytics/export.csv?from=2026-11-01&to=2026-11-30',
} satisfies Partial<Record<EndpointId, string>>;

export const teamSampleBody = {
  // No change: saves nothing and answers the settings.
  updateTeamSettings: {},
} satisfies Partial<Record<EndpointId, object>>;
