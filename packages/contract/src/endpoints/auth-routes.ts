import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `auth.ts` adds the rest. */
export const authRoutes = {
  signIn: {
    method: 'GET',
    path: '/api/auth/discord',
    access: 'public',
  },
  signInCallback: {
    method: 'GET',
    path: '/api/auth/discord/callback',
    access: 'public',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    access: 'authenticated',
  },
  logout: {
    // A POST, so the origin check of every mutation applies: no other site can sign one out.
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
  },
  listOwnSessions: {
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'authenticated',
  },
  endOwnSession: {
    method: 'DELETE',
    path: '/api/auth/sessions/:sessionId',
    access: 'authenticated',
  },
} as const satisfies Record<string, EndpointRoute>;
