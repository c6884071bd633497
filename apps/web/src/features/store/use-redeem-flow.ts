import { useRef, useState } from 'react';
import type { RedeemResult, StoreProduct } from '@panel/contract/api/store';
import { isApiError } from '@/lib/api-error';
import { useRedeemProduct } from './api/redeem-product';
import { newIdempotencyKey } from './idempotency-key';

/** A refusal the server decided (not enough points, sold out...): asking again changes nothing. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * One product's redemption: asking (a confirmation with its own idempotency key), confirming,
 * and the result. A retry of the same confirmation after a failed connection sends the same
 * key, so a purchase the server made but could not report is returned, not made again.
 */
export function useRedeemFlow(product: StoreProduct) {
  const redeem = useRedeemProduct();
  const [key, setKey] = useState<string | null>(null);
  const [result, setResult] = useState<RedeemResult | null>(null);
  // Set before the first render of the pending state: a second click in between does nothing.
  const inFlight = useRef(false);

  function ask() {
    setKey(newIdempotencyKey());
  }

  function cancel() {
    if (!inFlight.current) setKey(null);
  }

  /** `confirmCannotEnter`: the member ticked that they buy an item they cannot receive yet. */
  function confirm(options: { confirmCannotEnter?: boolean } = {}) {
    if (key === null || inFlight.current) return;
    inFlight.current = true;
    redeem.mutate(
      { product, key, ...options },
      {
        onSuccess: (answer) => {
          setKey(null);
          setResult(answer);
        },
        onError: (error) => {
          if (isRefusal(error)) setKey(null);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return {
    confirming: key !== null,
    pending: redeem.isPending,
    result,
    ask,
    cancel,
    confirm,
    closeResult: () => setResult(null),
  };
}

export type RedeemFlow = ReturnType<typeof useRedeemFlow>;
