import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { deliveryMessages, type DeliveryType } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useRefreshDeliveries } from './use-refresh-deliveries';

export function retryFailedDeliveries(type: DeliveryType): Promise<{ count: number }> {
  return callEndpoint(deliveriesEndpoints.retryFailedDeliveries, { body: { type } });
}

export function useRetryFailedDeliveries() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: retryFailedDeliveries,
    onSuccess: ({ count }) => {
      toast.success(deliveryMessages.retriedMany(count));
    },
    onError: (error) => notifyError('Erro ao tentar as entregas novamente', error),
    onSettled: refresh,
  });
}
