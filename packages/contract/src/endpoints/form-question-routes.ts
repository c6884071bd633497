import type { EndpointRoute } from './define';

/**
 * The form's questions for staff, apart from the rest of `forms-routes.ts`: the review lists
 * ask for them on their first screen, which is in the entry code.
 */
export const formQuestionRoutes = {
  listQuestions: {
    method: 'GET',
    path: '/api/whitelist-questions',
    access: 'view_allowlists_questions',
  },
} as const satisfies Record<string, EndpointRoute>;
