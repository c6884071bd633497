import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { deliveryMessages, type Delivery } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useRefreshDeliveries } from './use-refresh-deliveries';

export interface DiscardDeliveryInput {
  id: string;
  reason: string;
}

export function discardDelivery({ id, reason }: DiscardDeliveryInput): Promise<Delivery> {
  return callEndpoint(deliveriesEndpoints.discardDelivery, {
    params: { id },
    body: { reason: reason.trim() },
  });
}

export function useDiscardDelivery() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: discardDelivery,
    onSuccess: (delivery) => {
      toast.success(deliveryMessages.discarded, { description: delivery.summary });
    },
    onError: (error) => notifyError('Erro ao descartar a entrega', error),
    onSettled: refresh,
  });
}
