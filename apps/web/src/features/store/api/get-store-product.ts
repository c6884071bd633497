import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { storeKeys } from '@/lib/query-keys';

export function getStoreProduct(id: string, signal?: AbortSignal): Promise<StoreProduct> {
  return callEndpoint(storeEndpoints.getStoreProduct, { params: { id }, signal });
}

export function storeProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => getStoreProduct(id, signal),
    staleTime: staleTimes.status,
  });
}

export function useStoreProduct(id: string) {
  return useQuery(storeProductQueryOptions(id));
}

/** No such product, or a hidden one, or an id that cannot be one (`/store/product/abc`). */
export function isUnknownProduct(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
