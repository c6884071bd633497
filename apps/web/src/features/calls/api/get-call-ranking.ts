import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallPeriod, CallRanking } from '@panel/contract/api/calls';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpointPage } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';

export const rankingPageSize = pageSizes.ranking;

/** One page of the period's whole ranking; `extra.topSeconds` is the first place's time. */
export function getCallRanking(
  period: CallPeriod,
  page: number,
  signal?: AbortSignal,
): Promise<ListPageOf<CallRanking>> {
  return callEndpointPage(callsEndpoints.callRanking, {
    query: { period, page, limit: rankingPageSize },
    signal,
  });
}

export function callRankingQueryOptions(period: CallPeriod, page: number) {
  return queryOptions({
    queryKey: callKeys.ranking(period, page),
    queryFn: ({ signal }) => getCallRanking(period, page, signal),
    // A status: fresh for a minute and asked again at that pace.
    staleTime: staleTimes.status,
    refetchInterval: staleTimes.status,
    // Spec section 7: polled instead, and retried once (the client's default).
    refetchOnWindowFocus: false,
    // The last period's or page's ranking stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCallRanking(period: CallPeriod, page: number) {
  return useQuery(callRankingQueryOptions(period, page));
}
