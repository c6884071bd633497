import type { EndpointRoute } from './define';

/**
 * Each endpoint's method, path and access, without zod; `team.ts` adds the rest. Every member of
 * staff reads their own figures; anyone else's need `beyondOwnAccess` (the overview and its
 * export then hold the caller's own line only: docs/decisions/2026-12-05-team-analytics.md).
 */
export const teamRoutes = {
  teamOverview: {
    method: 'GET',
    path: '/api/team',
    access: 'staff',
  },
  exportTeam: {
    method: 'GET',
    path: '/api/team/export.csv',
    access: 'staff',
  },
  teamMember: {
    method: 'GET',
    path: '/api/team/:staffId',
    access: 'staff',
  },
  exportTeamMember: {
    method: 'GET',
    path: '/api/team/:staffId/export.csv',
    access: 'staff',
  },
  // Accountability (docs/decisions/2026-12-05-team-accountability.md): every member of staff
  // reads the settings (the review lists highlight long waits); who changes the bot's changes them.
  getTeamSettings: {
    method: 'GET',
    path: '/api/team/settings',
    access: 'staff',
  },
  updateTeamSettings: {
    method: 'PUT',
    path: '/api/team/settings',
    access: 'manage_bot_settings',
  },
  // Who on staff went quiet: the dashboard's warning, for those who see the whole team.
  listInactiveStaff: {
    method: 'GET',
    path: '/api/team/inactive',
    access: 'view_team_analytics',
  },
} as const satisfies Record<string, EndpointRoute>;
