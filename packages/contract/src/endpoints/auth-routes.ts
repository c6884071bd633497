import type { Endpoint } from './types';

/**
 * The sign-in endpoints without their schemas. This module imports no zod, so the web's
 * first download can call them; `auth.ts` adds the schemas.
 */
export const authRoutes = {
  signIn: {
    method: 'GET',
    path: '/api/auth/discord',
    access: 'public',
    summary: 'Inicia o login com o Discord (redireciona)',
    tag: 'auth',
  },
  signInCallback: {
    method: 'GET',
    path: '/api/auth/discord/callback',
    access: 'public',
    summary: 'Retorno do Discord após a autorização',
    tag: 'auth',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    access: 'authenticated',
    summary: 'Usuário da sessão atual',
    tag: 'auth',
  },
  logout: {
    // A POST, so the origin check of every mutation applies: no other site can sign one out.
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Encerra a sessão atual',
    tag: 'auth',
  },
} as const satisfies Record<string, Endpoint>;
