import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameLinkResult } from '@panel/contract/api/game-servers';
import { memberGameLinkRoutes } from '@panel/contract/endpoints/member-game-link-routes';
import { callEndpointLazily } from './api-client';
import { gameServerKeys, memberKeys } from './query-keys';

export function linkGameAccount(code: string): Promise<GameLinkResult> {
  // Zod-free route: /use-code sends it while the schemas load, out of its first download.
  return callEndpointLazily(
    memberGameLinkRoutes.linkGameAccount,
    async () =>
      (await import('@panel/contract/endpoints/game-servers')).gameServersEndpoints.linkGameAccount,
    { body: { code } },
  );
}

/** Where a linked member goes next when the game server would still refuse them, if anywhere. */
export function nextStepAfterLink(result: GameLinkResult): { label: string; href: string } | null {
  switch (result.next) {
    case 'no_whitelist':
      return { label: 'Pedir whitelist', href: '/whitelist' };
    case 'whitelist_pending':
      return { label: 'Ver minha solicitação', href: '/account' };
    default:
      return null;
  }
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
