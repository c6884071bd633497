import type { EndpointRoute } from './define';

/**
 * The review cards' signals, apart from the rest of `members-routes.ts`: /allowlists and
 * /insertions ask for them on their first screen, which the member file's routes would only
 * weigh down (docs/decisions/2026-12-03-bundle-budgets.md).
 */
export const memberSignalRoutes = {
  listMemberSignals: {
    method: 'GET',
    path: '/api/members/signals',
    access: 'view_members',
  },
} as const satisfies Record<string, EndpointRoute>;
