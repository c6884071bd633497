import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory, StoreProduct } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { storeKeys } from '@/lib/query-keys';

/** `null`: every category ("Todos"). */
export function getStoreProducts(
  category: StoreCategory | null,
  signal?: AbortSignal,
): Promise<StoreProduct[]> {
  return callEndpoint(storeEndpoints.listStoreProducts, {
    query: { category: category ?? undefined },
    signal,
  });
}

export function storeProductsQueryOptions(category: StoreCategory | null) {
  return queryOptions({
    queryKey: storeKeys.products(category ?? undefined),
    queryFn: ({ signal }) => getStoreProducts(category, signal),
    // Stock changes as members redeem.
    staleTime: staleTimes.status,
  });
}

export function useStoreProducts(category: StoreCategory | null) {
  return useQuery(storeProductsQueryOptions(category));
}
