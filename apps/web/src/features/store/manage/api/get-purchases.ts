import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StorePurchaseAdmin } from '@panel/contract/api/store';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpointPage } from '@/lib/api-client';
import { storeKeys } from '@/lib/query-keys';
import type { PurchaseFilterValues } from '../use-purchase-filters';

export const purchasePageSize = pageSizes.storePurchases;

export interface PurchasesPage {
  items: StorePurchaseAdmin[];
  /** Purchases matching the filters, over all pages. */
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound. */
  capped: boolean;
}

export async function getPurchases(
  { state, search, page }: PurchaseFilterValues,
  signal?: AbortSignal,
): Promise<PurchasesPage> {
  const { items, total, capped } = await callEndpointPage(storeEndpoints.listStorePurchases, {
    query: {
      state: state ?? undefined,
      search: search || undefined,
      page,
      limit: purchasePageSize,
    },
    signal,
  });
  return { items, total, capped };
}

export function purchasesQueryOptions(filters: PurchaseFilterValues) {
  return queryOptions({
    queryKey: storeKeys.purchases(filters),
    queryFn: ({ signal }) => getPurchases(filters, signal),
    // Role deliveries settle on their own, through the bot.
    staleTime: staleTimes.status,
    // The current page stays on screen while the next page, state or search loads.
    placeholderData: keepPreviousData,
  });
}

export function usePurchases(filters: PurchaseFilterValues) {
  return useQuery(purchasesQueryOptions(filters));
}
