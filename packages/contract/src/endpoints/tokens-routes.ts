import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `tokens.ts` adds the rest. */
export const tokensRoutes = {
  listTokens: {
    method: 'GET',
    path: '/api/tokens',
    access: 'view_tokens',
  },
  createToken: {
    method: 'POST',
    path: '/api/tokens',
    access: 'manage_tokens',
  },
  deleteToken: {
    method: 'DELETE',
    path: '/api/tokens/:id',
    access: 'manage_tokens',
  },
  redeemToken: {
    method: 'POST',
    path: '/api/tokens/redeem',
    access: 'authenticated',
  },
} as const satisfies Record<string, EndpointRoute>;
