import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKindLabels, type GameIdentity } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { announceAction } from './action-toast';
import { callEndpointUnparsed } from './api-client';
import { notifyError } from './notify';
import { gameServerKeys, memberFileKeys } from './query-keys';

/** Unlinks the identity; answers the action that can undo it (`RawAnswer.actionId`). */
export async function unlinkGameIdentity(
  identity: GameIdentity,
): Promise<{ actionId: string | null }> {
  const answer = await callEndpointUnparsed(gameServersEndpoints.unlinkGameIdentity, {
    params: { id: identity.id },
  });
  return { actionId: answer.actionId };
}

/**
 * "Desvincular": the game identity no longer counts as the member's; the next join from it
 * asks for a new request code. "Desfazer" in the toast links it back for a few seconds
 * (docs/decisions/2026-12-04-undoable-actions.md). Every identity list is read again, also
 * after a refusal.
 */
export function useUnlinkGameIdentity() {
  const queryClient = useQueryClient();
  // The review's game accounts and the member's file list the identities.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: gameServerKeys.identitiesAll }),
      queryClient.invalidateQueries({ queryKey: memberFileKeys.all }),
    ]);
  return useMutation({
    mutationFn: unlinkGameIdentity,
    onSuccess: ({ actionId }, identity) => {
      const account = `${identityKindLabels[identity.kind]}: ${identity.identifier}`;
      announceAction({
        actionId,
        queryClient,
        deliveries: null,
        // Nothing goes to Discord or the game: no outcome to follow.
        followOutcome: false,
        tone: 'success',
        title: 'Conta do jogo desvinculada',
        description: account,
        undone: {
          title: 'Desvinculação desfeita',
          description: `${account} voltou a contar como deste membro.`,
        },
        refresh,
      });
    },
    onError: (error) => notifyError('Erro ao desvincular a conta do jogo', error),
    onSettled: refresh,
  });
}
