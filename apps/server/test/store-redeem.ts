import type { RedeemResult } from '@panel/contract/api/store';
import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

/** `POST /api/store/products/{id}/redeem` as the store page sends it, with its key. */
export function redeem(
  t: TestApp,
  cookie: string,
  productId: number | string,
  key: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/store/products/${productId}/redeem`,
    headers: { origin: testOrigin, cookie, 'idempotency-key': key },
  });
}

export const redeemed = (response: LightMyRequestResponse) => response.json<RedeemResult>();
