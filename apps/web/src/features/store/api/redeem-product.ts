import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  idempotencyKeyHeader,
  storeMessages,
  type RedeemResult,
  type StoreBalance,
  type StoreProduct,
} from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberKeys, storeKeys } from '@/lib/query-keys';

export interface RedeemInput {
  product: StoreProduct;
  /** One per confirmation: sent again on a retry, so the server buys at most once. */
  key: string;
  /**
   * The member was told they cannot enter any game server the product is delivered to, and
   * buys anyway (docs/decisions/2026-12-04-store-game-access.md).
   */
  confirmCannotEnter?: boolean;
}

export function redeemProduct({
  product,
  key,
  confirmCannotEnter,
}: RedeemInput): Promise<RedeemResult> {
  return callEndpoint(storeEndpoints.redeemStoreProduct, {
    params: { id: product.id },
    headers: { [idempotencyKeyHeader]: key },
    ...(confirmCannotEnter && { body: { confirmCannotEnter: true } }),
  });
}

/** Redeems with the toast of the outcome; the caller shows what happens next. */
export function useRedeemProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemProduct,
    onSuccess: ({ points }, { product }) => {
      queryClient.setQueryData<StoreBalance>(memberKeys.balance, { points });
      toast.success(storeMessages.redeemed.title, {
        description: storeMessages.redeemed.description(product.name),
      });
    },
    onError: (error) => notifyError(storeMessages.redeemFailed, error),
    onSettled: () => {
      // Not awaited: the balance, the history and the stock refresh behind the outcome. A
      // refusal (not enough points, sold out) means what the page showed was out of date.
      void queryClient.invalidateQueries({ queryKey: memberKeys.store });
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  });
}
