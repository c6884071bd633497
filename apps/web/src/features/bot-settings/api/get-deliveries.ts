import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Delivery } from '@panel/contract/api/deliveries';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { callEndpointPage } from '@/lib/api-client';
import { deliveryKeys } from '@/lib/query-keys';
import type { DeliveryFilterValues } from '../use-delivery-filters';

export const deliveryPageSize = pageSizes.deliveries;
const waitingRefreshMs = 10_000;

function isWaiting({ status }: Delivery): boolean {
  return status === 'pending' || status === 'retrying';
}

export interface DeliveriesPage {
  items: Delivery[];
  /** Deliveries matching the filters, over all pages. */
  total: number;
  /** Of those, how many "Tentar novamente todas" would queue. */
  retryableCount: number;
  /** Of those, how many "Descartar todas" would discard. */
  discardableCount: number;
  /** Failed for good in the last 24 hours, whatever the filters. */
  failedLast24h: number;
}

export async function getDeliveries(
  { status, type, search, page }: DeliveryFilterValues,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  const { items, total, extra } = await callEndpointPage(deliveriesEndpoints.listDeliveries, {
    query: {
      status: status ?? undefined,
      type: type ?? undefined,
      search: search || undefined,
      page,
      limit: deliveryPageSize,
    },
    signal,
  });
  return { items, total, ...extra };
}

export function deliveriesQueryOptions(filters: DeliveryFilterValues) {
  return queryOptions({
    queryKey: deliveryKeys.list(filters),
    queryFn: ({ signal }) => getDeliveries(filters, signal),
    // The queue moves on its own: a status, fresh for a minute.
    staleTime: staleTimes.status,
    // While some shown delivery waits for the bot, its outcome is worth seeing without a reload.
    refetchInterval: (query) =>
      query.state.data?.items.some(isWaiting) ? waitingRefreshMs : false,
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(filters: DeliveryFilterValues) {
  return useQuery(deliveriesQueryOptions(filters));
}
