import type { Delivery } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpoint } from '@/lib/api-client';

export function getDelivery(id: string, signal?: AbortSignal): Promise<Delivery> {
  return callEndpoint(deliveriesEndpoints.getDelivery, { params: { id }, signal });
}
