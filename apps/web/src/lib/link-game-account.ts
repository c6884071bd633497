import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameLinkResult } from '@panel/contract/api/game-servers';
import type { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpointLazily } from './api-client';
import { gameServerKeys, memberKeys } from './query-keys';

type LinkEndpoint = (typeof gameServersEndpoints)['linkGameAccount'];

/**
 * The link call without its schemas, pinned to the contract's method and path by the type:
 * /use-code sends it while the schemas load, so zod stays out of its first download.
 */
const linkGameAccountRoute = {
  method: 'POST',
  path: '/api/me/game-links',
} as const satisfies Pick<LinkEndpoint, 'method' | 'path'>;

export function linkGameAccount(code: string): Promise<GameLinkResult> {
  return callEndpointLazily(
    linkGameAccountRoute,
    async () =>
      (await import('@panel/contract/endpoints/game-servers')).gameServersEndpoints.linkGameAccount,
    { body: { code } },
  );
}

/**
 * Links the game account of a request code shown on the game's connection screen to the
 * signed-in member ("Minha Conta" and /use-code). The callers tell the outcome their way.
 */
export function useLinkGameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkGameAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.gameLinks });
      // Staff looking at the member see the new identities.
      void queryClient.invalidateQueries({ queryKey: gameServerKeys.all });
    },
  });
}
