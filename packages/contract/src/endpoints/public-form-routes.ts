import type { EndpointRoute } from './define';

/**
 * What the public form pages (/whitelist, /inscricao, /apelacao) ask for, apart from the rest
 * of `forms-routes.ts` and `appeals-routes.ts`, which spread them: the staff's routes would
 * only weigh those pages down. The member's own applications are `member-application-routes.ts`.
 */
export const publicFormRoutes = {
  publicForm: {
    method: 'GET',
    path: '/api/forms/:formType',
    access: 'public',
  },
} as const satisfies Record<string, EndpointRoute>;

/** A member's side of the appeals: what they may appeal, what they sent, and sending one. */
export const memberAppealRoutes = {
  submitAppeal: { method: 'POST', path: '/api/forms/appeal/applications', access: 'authenticated' },
  myAppeals: { method: 'GET', path: '/api/me/appeals', access: 'authenticated' },
} as const satisfies Record<string, EndpointRoute>;
