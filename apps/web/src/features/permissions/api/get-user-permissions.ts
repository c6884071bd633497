import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPermissions } from '@panel/contract/api/users';
import { staleTimes } from '@panel/contract/constants';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export function getUserPermissions(
  discordId: string,
  signal?: AbortSignal,
): Promise<UserPermissions> {
  return callEndpoint(usersEndpoints.userPermissions, { params: { discordId }, signal });
}

export function userPermissionsQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: userKeys.permissions(discordId),
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
