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
