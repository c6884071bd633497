import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { storeKeys } from '@/lib/query-keys';

/** `category`: a category's id; `null`: every category ("Todos"). */
export function getStoreProducts(
  category: string | null,
  signal?: AbortSignal,
): Promise<StoreProduct[]> {
  return callEndpoint(storeEndpoints.listStoreProducts, {
    query: { category: category ?? undefined },
    signal,
  });
}

export function storeProductsQueryOptions(category: string | null) {
  return queryOptions({
    queryKey: storeKeys.products(category ?? undefined),
    queryFn: ({ signal }) => getStoreProducts(category, signal),
    // Stock changes as members redeem.
    staleTime: staleTimes.status,
  });
}

export function useStoreProducts(category: string | null) {
  return useQuery(storeProductsQueryOptions(category));
}
