import type { tokensEndpoints } from '@panel/contract/endpoints/tokens';

/**
 * The redemption call without its schemas, pinned to the contract's method and path by the
 * type: /use-code sends it while the schemas load, so zod stays out of its first download.
 */
export const redeemTokenRoute = {
  method: 'POST',
  path: '/api/tokens/redeem',
} as const satisfies Pick<typeof tokensEndpoints.redeemToken, 'method' | 'path'>;
