import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffUserListSchema, type StaffUser } from '@panel/contract/api/users';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { permissionsKeys } from './keys';

export function getStaff(signal?: AbortSignal): Promise<StaffUser[]> {
  return api.get('/api/users', { schema: staffUserListSchema, signal });
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: permissionsKeys.staff,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: staleTimes.list,
  });
}

export function useStaff(options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled: options.enabled ?? true });
}
