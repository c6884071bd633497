import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreHistory } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getStoreHistory(signal?: AbortSignal): Promise<StoreHistory> {
  return callEndpoint(storeEndpoints.storeHistory, { signal });
}

export function storeHistoryQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.storeHistory,
    queryFn: ({ signal }) => getStoreHistory(signal),
    staleTime: staleTimes.status,
  });
}

/** The balance, the ledger and the purchases: one call feeds "Pontos" and "Minhas compras". */
export function useStoreHistory() {
  return useQuery(storeHistoryQueryOptions());
}
