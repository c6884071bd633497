import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `system.ts` adds the rest. */
export const systemRoutes = {
  // Outside /api, where hosts and monitors look for them (docs/decisions/2026-12-05-health-and-metrics.md).
  liveness: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
  },
  /** Public to the router only: the handler asks for `METRICS_TOKEN`, or answers 404. */
  metrics: {
    method: 'GET',
    path: '/metrics',
    access: 'public',
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
  },
} as const satisfies Record<string, EndpointRoute>;
