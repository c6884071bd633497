import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallPeriod, CallRanking } from '@panel/contract/api/calls';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';

export function getCallRanking(period: CallPeriod, signal?: AbortSignal): Promise<CallRanking> {
  return callEndpoint(callsEndpoints.callRanking, {
    query: { period, limit: pageSizes.ranking },
    signal,
  });
}

export function callRankingQueryOptions(period: CallPeriod) {
  return queryOptions({
    queryKey: callKeys.ranking(period),
    queryFn: ({ signal }) => getCallRanking(period, signal),
    // A status: fresh for a minute and asked again at that pace.
    staleTime: staleTimes.status,
    refetchInterval: staleTimes.status,
    // Spec section 7: polled instead, and retried once (the client's default).
    refetchOnWindowFocus: false,
    // The last period's ranking stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCallRanking(period: CallPeriod) {
  return useQuery(callRankingQueryOptions(period));
}
