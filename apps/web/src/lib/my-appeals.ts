import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAppeals } from '@panel/contract/api/appeals';
import { staleTimes } from '@panel/contract/constants';
import { memberAppealRoutes } from '@panel/contract/endpoints/public-form-routes';
import { callEndpointLazily } from './api-client';
import { memberKeys } from './query-keys';

/**
 * What the signed-in member may appeal and the appeals they sent
 * (docs/decisions/2026-12-05-appeals.md). Read by /apelacao and by "Minha Conta": the schemas
 * load beside the request, so neither page's first download carries them.
 */
export function getMyAppeals(signal?: AbortSignal): Promise<MyAppeals> {
  return callEndpointLazily(
    memberAppealRoutes.myAppeals,
    async () => (await import('@panel/contract/endpoints/appeals')).appealsEndpoints.myAppeals,
    { signal },
  );
}

export function myAppealsQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.appeals,
    queryFn: ({ signal }) => getMyAppeals(signal),
    staleTime: staleTimes.status,
  });
}

/** Asked only for a signed-in member (`enabled`). */
export function useMyAppeals(enabled = true) {
  return useQuery({ ...myAppealsQueryOptions(), enabled });
}
