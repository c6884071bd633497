import type { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import type { formsEndpoints } from '@panel/contract/endpoints/forms';

type Route<E extends { method: string; path: string }> = Pick<E, 'method' | 'path'>;

/**
 * The public forms' calls without their schemas, pinned to the contract's method and path by
 * the types: the public pages send them while the schemas load (`callEndpointLazily`), so zod
 * stays out of their first download, as the contract's `auth-routes.ts` does for sign-in.
 */
export const publicFormRoutes = {
  publicForm: { method: 'GET', path: '/api/forms/:formType' },
  submitWhitelist: { method: 'POST', path: '/api/forms/whitelist/applications' },
  submitInsertion: { method: 'POST', path: '/api/forms/insertion/applications' },
  myWhitelist: { method: 'GET', path: '/api/me/whitelist' },
} as const satisfies {
  publicForm: Route<typeof formsEndpoints.publicForm>;
  submitWhitelist: Route<typeof applicationsEndpoints.submitWhitelist>;
  submitInsertion: Route<typeof applicationsEndpoints.submitInsertion>;
  myWhitelist: Route<typeof applicationsEndpoints.myWhitelist>;
};
