import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { deliveryMessages, type Delivery } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useRefreshDeliveries } from './use-refresh-deliveries';

export function retryDelivery(id: string): Promise<Delivery> {
  return callEndpoint(deliveriesEndpoints.retryDelivery, { params: { id } });
}

export function useRetryDelivery() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: (delivery) => {
      toast.success(deliveryMessages.retried, { description: delivery.summary });
    },
    onError: (error) => notifyError('Erro ao tentar a entrega novamente', error),
    onSettled: refresh,
  });
}
