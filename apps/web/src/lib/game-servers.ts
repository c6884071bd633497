import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameServer } from '@panel/contract/api/game-servers';
import { staleTimes } from '@panel/contract/constants';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { gameServerKeys } from '@/lib/query-keys';

/** How often the list asks again: the game servers report their players about every minute. */
export const gameServersPollMs = 60_000;

export async function getGameServers(signal?: AbortSignal): Promise<GameServer[]> {
  const { data } = await callEndpoint(gameServersEndpoints.listGameServers, { signal });
  return data;
}

export function gameServersQueryOptions() {
  return queryOptions({
    queryKey: gameServerKeys.servers,
    queryFn: ({ signal }) => getGameServers(signal),
    staleTime: staleTimes.status,
    refetchInterval: gameServersPollMs,
  });
}

/**
 * The game servers: the Servidores de jogo page's list, and the servers an in-game product
 * runs on (asked for only by staff who may see them: `enabled`).
 */
export function useGameServers(enabled = true) {
  return useQuery({ ...gameServersQueryOptions(), enabled });
}
