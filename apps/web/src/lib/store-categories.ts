import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from './api-client';
import { storeKeys } from './query-keys';

export function getStoreCategories(signal?: AbortSignal): Promise<StoreCategory[]> {
  return callEndpoint(storeEndpoints.listStoreCategories, { signal });
}

/** The categories in the tabs' order: the store's tabs, the product form's choices. */
export function storeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: storeKeys.categories,
    queryFn: ({ signal }) => getStoreCategories(signal),
    staleTime: staleTimes.list,
  });
}

export function useStoreCategories() {
  return useQuery(storeCategoriesQueryOptions());
}
