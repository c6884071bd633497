import { appealListRoutes } from './application-list-routes';
import type { EndpointRoute } from './define';
import { memberAppealRoutes } from './public-form-routes';

/**
 * Appeals ("Apelações"): staff review them as the other forms (`appeals.ts` adds the schemas);
 * members see what they may appeal and send one.
 */
export const appealsRoutes = {
  ...appealListRoutes,
  approveAppeal: { method: 'POST', path: '/api/appeals/approve', access: 'manage_appeals' },
  rejectAppeal: { method: 'POST', path: '/api/appeals/reject', access: 'manage_appeals' },
  undoAppealDecision: { method: 'POST', path: '/api/appeals/undo', access: 'manage_appeals' },
  approveManyAppeals: {
    method: 'POST',
    path: '/api/appeals/approve-many',
    access: 'manage_appeals',
  },
  rejectManyAppeals: { method: 'POST', path: '/api/appeals/reject-many', access: 'manage_appeals' },
  exportAppeals: { method: 'GET', path: '/api/appeals/export.csv', access: 'view_appeals' },
  appealDecisionDeliveries: {
    method: 'GET',
    path: '/api/appeals/:id/deliveries',
    access: 'view_appeals',
  },
  appealHistory: { method: 'GET', path: '/api/appeals/:id/history', access: 'view_appeals' },
  createAppealReason: {
    method: 'POST',
    path: '/api/appeals/rejection-reasons',
    access: 'manage_appeals',
  },
  updateAppealReason: {
    method: 'PUT',
    path: '/api/appeals/rejection-reasons/:id',
    access: 'manage_appeals',
  },
  deleteAppealReason: {
    method: 'DELETE',
    path: '/api/appeals/rejection-reasons/:id',
    access: 'manage_appeals',
  },
  appealStatus: { method: 'GET', path: '/api/appeal-status', access: 'public' },
  updateAppealStatus: {
    method: 'POST',
    path: '/api/appeal-status',
    access: 'manage_allowlists_questions',
  },
  appealLimits: { method: 'GET', path: '/api/appeals/limits', access: 'view_allowlists_questions' },
  updateAppealLimits: {
    method: 'PUT',
    path: '/api/appeals/limits',
    access: 'manage_allowlists_questions',
  },
  ...memberAppealRoutes,
} as const satisfies Record<string, EndpointRoute>;
