import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameIdentity } from '@panel/contract/api/game-servers';
import { staleTimes } from '@panel/contract/constants';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getMyGameLinks(signal?: AbortSignal): Promise<GameIdentity[]> {
  return callEndpoint(gameServersEndpoints.myGameLinks, { signal });
}

export function myGameLinksQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.gameLinks,
    queryFn: ({ signal }) => getMyGameLinks(signal),
    staleTime: staleTimes.status,
  });
}

export function useMyGameLinks() {
  return useQuery(myGameLinksQueryOptions());
}
