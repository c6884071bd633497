import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `audit.ts` adds the rest. */
export const auditRoutes = {
  auditLogs: {
    method: 'GET',
    path: '/api/audit/logs',
    access: 'view_audit',
  },
} as const satisfies Record<string, EndpointRoute>;
