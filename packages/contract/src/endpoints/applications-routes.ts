import { applicationListRoutes } from './application-list-routes';
import type { EndpointRoute } from './define';
import { memberApplicationRoutes } from './member-application-routes';

/** Each endpoint's method, path and access, without zod; `applications.ts` adds the rest. */
export const applicationsRoutes = {
  ...applicationListRoutes,
  approveAllowlist: {
    method: 'POST',
    path: '/api/allowlists/approve',
    access: 'manage_allowlists',
  },
  rejectAllowlist: {
    method: 'POST',
    path: '/api/allowlists/reject',
    access: 'manage_allowlists',
  },
  undoAllowlistDecision: {
    method: 'POST',
    path: '/api/allowlists/undo',
    access: 'manage_allowlists',
  },
  revokeAllowlist: {
    method: 'POST',
    path: '/api/allowlists/revoke',
    access: 'manage_allowlists',
  },
  approveManyAllowlists: {
    method: 'POST',
    path: '/api/allowlists/approve-many',
    access: 'manage_allowlists',
  },
  rejectManyAllowlists: {
    method: 'POST',
    path: '/api/allowlists/reject-many',
    access: 'manage_allowlists',
  },
  exportAllowlists: {
    method: 'GET',
    path: '/api/allowlists/export.csv',
    access: 'view_allowlists',
  },
  allowlistDecisionDeliveries: {
    method: 'GET',
    path: '/api/allowlists/:id/deliveries',
    access: 'view_allowlists',
  },
  allowlistHistory: {
    method: 'GET',
    path: '/api/allowlists/:id/history',
    access: 'view_allowlists',
  },
  approveInsertion: {
    method: 'POST',
    path: '/api/insertions/approve',
    access: 'manage_insertions',
  },
  rejectInsertion: {
    method: 'POST',
    path: '/api/insertions/reject',
    access: 'manage_insertions',
  },
  undoInsertionDecision: {
    method: 'POST',
    path: '/api/insertions/undo',
    access: 'manage_insertions',
  },
  approveManyInsertions: {
    method: 'POST',
    path: '/api/insertions/approve-many',
    access: 'manage_insertions',
  },
  rejectManyInsertions: {
    method: 'POST',
    path: '/api/insertions/reject-many',
    access: 'manage_insertions',
  },
  exportInsertions: {
    method: 'GET',
    path: '/api/insertions/export.csv',
    access: 'view_insertions',
  },
  insertionDecisionDeliveries: {
    method: 'GET',
    path: '/api/insertions/:id/deliveries',
    access: 'view_insertions',
  },
  insertionHistory: {
    method: 'GET',
    path: '/api/insertions/:id/history',
    access: 'view_insertions',
  },
  ...memberApplicationRoutes,
} as const satisfies Record<string, EndpointRoute>;
