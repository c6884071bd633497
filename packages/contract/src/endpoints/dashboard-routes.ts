import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `dashboard.ts` adds the rest. */
export const dashboardRoutes = {
  dashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'view_dashboard',
  },
} as const satisfies Record<string, EndpointRoute>;
