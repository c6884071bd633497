import type { EndpointRoute } from './define';
import { formQuestionRoutes } from './form-question-routes';
import { publicFormRoutes } from './public-form-routes';

/** Each endpoint's method, path and access, without zod; `forms.ts` adds the rest. */
export const formsRoutes = {
  ...formQuestionRoutes,
  ...publicFormRoutes,
  formTriage: {
    method: 'GET',
    path: '/api/forms/:formType/triage',
    access: 'view_allowlists_questions',
  },
  updateFormTriage: {
    method: 'PUT',
    path: '/api/forms/:formType/triage',
    access: 'manage_allowlists_questions',
  },
  createQuestion: {
    method: 'POST',
    path: '/api/whitelist-questions',
    access: 'manage_allowlists_questions',
  },
  reorderQuestions: {
    method: 'PUT',
    path: '/api/whitelist-questions/order',
    access: 'manage_allowlists_questions',
  },
  updateQuestion: {
    method: 'PATCH',
    path: '/api/whitelist-questions/:id',
    access: 'manage_allowlists_questions',
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/api/whitelist-questions/:id',
    access: 'manage_allowlists_questions',
  },
  whitelistStatus: {
    method: 'GET',
    path: '/api/whitelist-status',
    access: 'public',
  },
  updateWhitelistStatus: {
    method: 'POST',
    path: '/api/whitelist-status',
    access: 'manage_allowlists_questions',
  },
  insertionStatus: {
    method: 'GET',
    path: '/api/insertion-status',
    access: 'public',
  },
  updateInsertionStatus: {
    method: 'POST',
    path: '/api/insertion-status',
    access: 'manage_allowlists_questions',
  },
} as const satisfies Record<string, EndpointRoute>;
