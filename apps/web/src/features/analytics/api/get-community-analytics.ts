import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsQuery, CommunityAnalytics } from '@panel/contract/api/analytics';
import { analyticsEndpoints } from '@panel/contract/endpoints/analytics';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { analyticsKeys } from '@/lib/query-keys';

export function getCommunityAnalytics(
  query: AnalyticsQuery,
  signal?: AbortSignal,
): Promise<CommunityAnalytics> {
  return callEndpoint(analyticsEndpoints.communityAnalytics, { query, signal });
}

/** Every chart of the page in one answer; the period before's stays on screen while one loads. */
export function useCommunityAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.community(query),
    queryFn: ({ signal }) => getCommunityAnalytics(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Every per-day series of the page as CSV. */
export function exportCommunityAnalyticsHref(query: AnalyticsQuery): string {
  return endpointUrl(analyticsEndpoints.exportCommunityAnalytics, { query });
}
