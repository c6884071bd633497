import { callbackQuerySchema, currentUserSchema, signInQuerySchema } from '../api/auth';
import { authRoutes } from './auth-routes';
import type { Endpoint } from './types';

export const authEndpoints = {
  signIn: { ...authRoutes.signIn, query: signInQuerySchema },
  signInCallback: { ...authRoutes.signInCallback, query: callbackQuerySchema },
  me: { ...authRoutes.me, response: currentUserSchema },
  logout: authRoutes.logout,
} as const satisfies Record<string, Endpoint>;
