import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `actions.ts` adds the rest. */
export const actionsRoutes = {
  getAction: {
    method: 'GET',
    path: '/api/actions/:id',
    access: 'staff',
  },
  undoAction: {
    method: 'POST',
    path: '/api/actions/:id/undo',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
