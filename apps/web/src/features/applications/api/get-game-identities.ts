import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameIdentity } from '@panel/contract/api/game-servers';
import { staleTimes } from '@panel/contract/constants';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { gameServerKeys } from '@/lib/query-keys';

export function getGameIdentities(
  discordId: string,
  signal?: AbortSignal,
): Promise<GameIdentity[]> {
  return callEndpoint(gameServersEndpoints.listGameIdentities, { query: { discordId }, signal });
}

export function gameIdentitiesQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: gameServerKeys.identities(discordId),
    queryFn: ({ signal }) => getGameIdentities(discordId, signal),
    staleTime: staleTimes.list,
  });
}

/** The game accounts linked to the member whose entry is open (staff with `view_game_servers`). */
export function useGameIdentities(discordId: string) {
  return useQuery(gameIdentitiesQueryOptions(discordId));
}
