import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRules } from '@panel/contract/api/calls';
import { staleTimes } from '@panel/contract/constants';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';

export function getCallRules(signal?: AbortSignal): Promise<CallRules> {
  return callEndpoint(callsEndpoints.callRules, { signal });
}

export function callRulesQueryOptions() {
  return queryOptions({
    queryKey: callKeys.rules,
    queryFn: ({ signal }) => getCallRules(signal),
    staleTime: staleTimes.status,
  });
}

export function useCallRules() {
  return useQuery(callRulesQueryOptions());
}
