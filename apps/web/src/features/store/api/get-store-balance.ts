import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreBalance } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getStoreBalance(signal?: AbortSignal): Promise<StoreBalance> {
  return callEndpoint(storeEndpoints.storeBalance, { signal });
}

export function storeBalanceQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.balance,
    queryFn: ({ signal }) => getStoreBalance(signal),
    staleTime: staleTimes.status,
  });
}

/** The signed-in member's points; a visitor has none to ask for (`enabled: false`). */
export function useStoreBalance(enabled: boolean) {
  return useQuery({ ...storeBalanceQueryOptions(), enabled });
}
