/**
 * Paths of the calls every page makes. The contract's `endpoints` table is the source
 * (a test checks they match); importing it here would put zod in the first download.
 */
export const apiPaths = {
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  signIn: '/api/auth/discord',
  publicConfig: '/api/config',
} as const;
