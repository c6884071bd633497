import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { storeMessages, type StorePurchaseAdmin } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberKeys, storeKeys } from '@/lib/query-keys';

export interface SettlePurchaseInput {
  id: string;
  /** "Reembolsar": the reason, required. "Marcar como entregue": a note, optional. */
  text: string;
}

export function deliverPurchase({ id, text }: SettlePurchaseInput): Promise<StorePurchaseAdmin> {
  const note = text.trim();
  return callEndpoint(storeEndpoints.deliverStorePurchase, {
    params: { id },
    body: note ? { note } : {},
  });
}

export function refundPurchase({ id, text }: SettlePurchaseInput): Promise<StorePurchaseAdmin> {
  return callEndpoint(storeEndpoints.refundStorePurchase, {
    params: { id },
    body: { reason: text.trim() },
  });
}

const actions = {
  deliver: {
    call: deliverPurchase,
    done: storeMessages.deliverDone,
    failed: 'Erro ao marcar a compra como entregue',
  },
  refund: {
    call: refundPurchase,
    done: storeMessages.refundDone,
    failed: 'Erro ao reembolsar a compra',
  },
} as const;

/**
 * Marks a manual purchase delivered, or refunds one. Either may change a member's points,
 * a product's stock and sales, so the whole store is refreshed, also after a refusal.
 */
export function useSettlePurchase(action: keyof typeof actions) {
  const queryClient = useQueryClient();
  const { call, done, failed } = actions[action];
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(done);
    },
    onError: (error) => notifyError(failed, error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.store }),
      ]),
  });
}
