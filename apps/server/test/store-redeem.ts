import type { RedeemBody, RedeemResult } from '@panel/contract/api/store';
import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

/**
 * `POST /api/store/products/{id}/redeem` as the store page sends it, with its key, and the
 * member's confirmation when the page asked for it (an in-game product of servers they cannot
 * enter yet).
 */
export function redeem(
  t: TestApp,
  cookie: string,
  productId: number | string,
  key: string,
  body?: NonNullable<RedeemBody>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/store/products/${productId}/redeem`,
    headers: { origin: testOrigin, cookie, 'idempotency-key': key },
    ...(body && { payload: body }),
  });
}

export const redeemed = (response: LightMyRequestResponse) => response.json<RedeemResult>();
