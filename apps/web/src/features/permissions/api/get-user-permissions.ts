import { queryOptions, useQuery } from '@tanstack/react-query';
import { userPermissionsSchema, type UserPermissions } from '@panel/contract/api/users';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { permissionsKeys } from './keys';

export function getUserPermissions(
  discordId: string,
  signal?: AbortSignal,
): Promise<UserPermissions> {
  return api.get(`/api/users/${discordId}/permissions`, { schema: userPermissionsSchema, signal });
}

export function userPermissionsQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: permissionsKeys.userPermissions(discordId),
    queryFn: ({ signal }) => getUserPermissions(discordId, signal),
    staleTime: staleTimes.status,
  });
}

export function useUserPermissions(discordId: string | null) {
  return useQuery({
    ...userPermissionsQueryOptions(discordId ?? ''),
    enabled: discordId !== null,
  });
}
