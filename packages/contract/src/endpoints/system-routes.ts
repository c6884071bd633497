import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `system.ts` adds the rest. */
export const systemRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
  },
} as const satisfies Record<string, EndpointRoute>;
