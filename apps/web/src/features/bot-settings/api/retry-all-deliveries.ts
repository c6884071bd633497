import { useMutation } from '@tanstack/react-query';
import { deliveryMessages, type DeliveryFilter } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { deliveryFilterText } from '../delivery-filter-text';
import { useRefreshDeliveries } from './use-refresh-deliveries';

export function retryAllDeliveries(filter: DeliveryFilter): Promise<{ count: number }> {
  return callEndpoint(deliveriesEndpoints.retryAllDeliveries, { body: filter });
}

/** "Tentar novamente todas" of the filter shown; the toast says how many went back. */
export function useRetryAllDeliveries() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: retryAllDeliveries,
    onSuccess: ({ count }, filter) => {
      toast.success(deliveryMessages.retriedMany(count), {
        description: deliveryFilterText(filter),
      });
    },
    onError: (error) => notifyError('Erro ao tentar as entregas novamente', error),
    onSettled: refresh,
  });
}
