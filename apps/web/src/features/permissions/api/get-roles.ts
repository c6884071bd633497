import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema, type Role } from '@panel/contract/api/roles';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { permissionsKeys } from './keys';

export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.get('/api/permissions/roles', { schema: roleListSchema, signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: permissionsKeys.roles,
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: staleTimes.list,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
