import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWhitelist } from '@panel/contract/api/applications';
import { staleTimes } from '@panel/contract/constants';
import { callEndpointLazily } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { memberApplicationRoutes } from '@panel/contract/endpoints/member-application-routes';

/** Where the signed-in member stands with the whitelist, and their Discord username. */
export function getMyWhitelist(signal?: AbortSignal): Promise<MyWhitelist> {
  return callEndpointLazily(
    memberApplicationRoutes.myWhitelist,
    async () =>
      (await import('@panel/contract/endpoints/applications')).applicationsEndpoints.myWhitelist,
    { signal },
  );
}

export function myWhitelistQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.whitelist,
    queryFn: ({ signal }) => getMyWhitelist(signal),
    staleTime: staleTimes.status,
  });
}

/** Asked only for a signed-in member (`enabled`). */
export function useMyWhitelist(enabled: boolean) {
  return useQuery({ ...myWhitelistQueryOptions(), enabled });
}
