import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenSession } from '@panel/contract/api/staff-security';
import { staleTimes } from '@panel/contract/constants';
import { authEndpoints } from '@panel/contract/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getMySessions(signal?: AbortSignal): Promise<OpenSession[]> {
  return callEndpoint(authEndpoints.listOwnSessions, { signal });
}

export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.sessions,
    queryFn: ({ signal }) => getMySessions(signal),
    staleTime: staleTimes.status,
  });
}

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}
