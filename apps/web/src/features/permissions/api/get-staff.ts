import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@panel/contract/api/users';
import { staleTimes } from '@panel/contract/constants';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export function getStaff(signal?: AbortSignal): Promise<StaffUser[]> {
  return callEndpoint(usersEndpoints.listStaff, { signal });
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: userKeys.staff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: staleTimes.list,
  });
}

export function useStaff(options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled: options.enabled ?? true });
}
