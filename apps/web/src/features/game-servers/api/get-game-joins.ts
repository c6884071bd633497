import { pageSizes } from '@panel/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameJoin, GameJoinOutcome } from '@panel/contract/api/game-servers';
import { staleTimes } from '@panel/contract/constants';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpointPage } from '@/lib/api-client';
import { gameServerKeys } from '@/lib/query-keys';

/** The contract's page of joins. */
export const gameJoinsPageSize = pageSizes.gameJoins;

export interface GameJoinsQuery {
  /** `null`: every outcome ("Todas"). */
  outcome: GameJoinOutcome | null;
  page: number;
}

export interface GameJoinsPage {
  items: GameJoin[];
  /** Joins matching the filter, over all pages. */
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound. */
  capped: boolean;
}

export async function getGameJoins(
  serverId: string,
  { outcome, page }: GameJoinsQuery,
  signal?: AbortSignal,
): Promise<GameJoinsPage> {
  const { items, total, capped } = await callEndpointPage(gameServersEndpoints.listGameJoins, {
    params: { id: serverId },
    query: { outcome: outcome ?? undefined, page, limit: gameJoinsPageSize },
    signal,
  });
  return { items, total, capped };
}

export function gameJoinsQueryOptions(serverId: string, query: GameJoinsQuery) {
  return queryOptions({
    queryKey: gameServerKeys.joins(serverId, query),
    queryFn: ({ signal }) => getGameJoins(serverId, query, signal),
    staleTime: staleTimes.status,
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useGameJoins(serverId: string, query: GameJoinsQuery) {
  return useQuery(gameJoinsQueryOptions(serverId, query));
}
