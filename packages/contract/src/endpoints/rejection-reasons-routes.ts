import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `rejection-reasons.ts` adds the rest. */
export const rejectionReasonsRoutes = {
  listAllowlistReasons: {
    method: 'GET',
    path: '/api/allowlists/rejection-reasons',
    access: 'view_allowlists',
  },
  createAllowlistReason: {
    method: 'POST',
    path: '/api/allowlists/rejection-reasons',
    access: 'manage_allowlists',
  },
  updateAllowlistReason: {
    method: 'PUT',
    path: '/api/allowlists/rejection-reasons/:id',
    access: 'manage_allowlists',
  },
  deleteAllowlistReason: {
    method: 'DELETE',
    path: '/api/allowlists/rejection-reasons/:id',
    access: 'manage_allowlists',
  },
  listInsertionReasons: {
    method: 'GET',
    path: '/api/insertions/rejection-reasons',
    access: 'view_insertions',
  },
  createInsertionReason: {
    method: 'POST',
    path: '/api/insertions/rejection-reasons',
    access: 'manage_insertions',
  },
  updateInsertionReason: {
    method: 'PUT',
    path: '/api/insertions/rejection-reasons/:id',
    access: 'manage_insertions',
  },
  deleteInsertionReason: {
    method: 'DELETE',
    path: '/api/insertions/rejection-reasons/:id',
    access: 'manage_insertions',
  },
} as const satisfies Record<string, EndpointRoute>;
