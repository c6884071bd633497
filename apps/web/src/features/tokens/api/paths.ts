/**
 * `endpoints.listTokens.path` and `endpoints.redeemToken.path` of the contract, written out
 * (a test checks they match): importing the endpoints table would bring every other
 * endpoint's schemas into these pages' chunks.
 */
export const tokensPath = '/api/tokens';
export const redeemTokenPath = '/api/tokens/redeem';
