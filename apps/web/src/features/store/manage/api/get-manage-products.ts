import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProductAdmin } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { storeKeys } from '@/lib/query-keys';

export function getManageProducts(signal?: AbortSignal): Promise<StoreProductAdmin[]> {
  return callEndpoint(storeEndpoints.listStoreProductsAdmin, { signal });
}

export function manageProductsQueryOptions() {
  return queryOptions({
    queryKey: storeKeys.manageProducts,
    queryFn: ({ signal }) => getManageProducts(signal),
    staleTime: staleTimes.list,
  });
}

export function useManageProducts() {
  return useQuery(manageProductsQueryOptions());
}
