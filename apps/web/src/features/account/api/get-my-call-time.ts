import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCallTime } from '@panel/contract/api/calls';
import { staleTimes } from '@panel/contract/constants';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getMyCallTime(signal?: AbortSignal): Promise<MyCallTime> {
  return callEndpoint(callsEndpoints.myCallTime, { signal });
}

export function myCallTimeQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.calls,
    queryFn: ({ signal }) => getMyCallTime(signal),
    staleTime: staleTimes.status,
  });
}

export function useMyCallTime() {
  return useQuery(myCallTimeQueryOptions());
}
