import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `analytics.ts` adds the rest. */
export const analyticsRoutes = {
  communityAnalytics: {
    method: 'GET',
    path: '/api/analytics',
    access: 'view_analytics',
  },
  exportCommunityAnalytics: {
    method: 'GET',
    path: '/api/analytics/export.csv',
    access: 'view_analytics',
  },
} as const satisfies Record<string, EndpointRoute>;
