import type { EndpointRoute } from './define';

/**
 * A member's own applications, apart from the rest of `applications-routes.ts`: /whitelist
 * asks for the member's standing on its first screen, a first visit's page, which the staff's
 * routes would only weigh down.
 */
export const memberApplicationRoutes = {
  submitWhitelist: {
    method: 'POST',
    path: '/api/forms/whitelist/applications',
    access: 'authenticated',
  },
  submitInsertion: {
    method: 'POST',
    path: '/api/forms/insertion/applications',
    access: 'authenticated',
  },
  myApplications: {
    method: 'GET',
    path: '/api/me/applications',
    access: 'authenticated',
  },
  myWhitelist: {
    method: 'GET',
    path: '/api/me/whitelist',
    access: 'authenticated',
  },
} as const satisfies Record<string, EndpointRoute>;
