import { useMutation } from '@tanstack/react-query';
import { deliveryMessages, type DiscardAllDeliveries } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { deliveryFilterText } from '../delivery-filter-text';
import { useRefreshDeliveries } from './use-refresh-deliveries';

export function discardAllDeliveries(input: DiscardAllDeliveries): Promise<{ count: number }> {
  return callEndpoint(deliveriesEndpoints.discardAllDeliveries, {
    body: { ...input, reason: input.reason.trim() },
  });
}

/** "Descartar todas" of the filter shown, with the reason; the toast says how many. */
export function useDiscardAllDeliveries() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: discardAllDeliveries,
    onSuccess: ({ count }, input) => {
      toast.success(deliveryMessages.discardedMany(count), {
        description: deliveryFilterText(input),
      });
    },
    onError: (error) => notifyError('Erro ao descartar as entregas', error),
    onSettled: refresh,
  });
}
