import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSession } from '@panel/contract/api/staff-security';
import { staleTimes } from '@panel/contract/constants';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export function getStaffSessions(signal?: AbortSignal): Promise<StaffSession[]> {
  return callEndpoint(usersEndpoints.listStaffSessions, { signal });
}

export function staffSessionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.sessions,
    queryFn: ({ signal }) => getStaffSessions(signal),
    staleTime: staleTimes.status,
  });
}

export function useStaffSessions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffSessionsQueryOptions(), enabled: options.enabled ?? true });
}
