import type { EndpointRoute } from './define';

/**
 * The two review lists, apart from the rest of `applications-routes.ts`: the pages' table
 * (`routes.ts`) names their first request, and it is in every page's entry code.
 */
export const applicationListRoutes = {
  listAllowlists: {
    method: 'GET',
    path: '/api/allowlists',
    access: 'view_allowlists',
  },
  listInsertions: {
    method: 'GET',
    path: '/api/insertions',
    access: 'view_insertions',
  },
} as const satisfies Record<string, EndpointRoute>;

/**
 * The appeals' lists, apart from the rest of `appeals-routes.ts` for the same reason: the
 * pages' table names the first, and the review pages read the reasons' (`lib/rejection-reasons.ts`)
 * without every appeal route coming with them.
 */
export const appealListRoutes = {
  listAppeals: { method: 'GET', path: '/api/appeals', access: 'view_appeals' },
  listAppealReasons: {
    method: 'GET',
    path: '/api/appeals/rejection-reasons',
    access: 'view_appeals',
  },
} as const satisfies Record<string, EndpointRoute>;
