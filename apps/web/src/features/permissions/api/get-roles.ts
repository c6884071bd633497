import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@panel/contract/api/permissions';
import { staleTimes } from '@panel/contract/constants';
import { permissionsEndpoints } from '@panel/contract/endpoints/permissions';
import { callEndpoint } from '@/lib/api-client';
import { roleKeys } from '@/lib/query-keys';

export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return callEndpoint(permissionsEndpoints.listRoles, { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.all,
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: staleTimes.list,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
