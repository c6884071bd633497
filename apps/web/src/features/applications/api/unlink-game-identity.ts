import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKindLabels, type GameIdentity } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function unlinkGameIdentity(identity: GameIdentity): Promise<void> {
  return callEndpoint(gameServersEndpoints.unlinkGameIdentity, { params: { id: identity.id } });
}

/**
 * "Desvincular": the game identity no longer counts as the member's; the next join from it
 * asks for a new request code. Every identity list is read again, also after a refusal.
 */
export function useUnlinkGameIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGameIdentity,
    onSuccess: (_answer, identity) => {
      toast.success('Conta do jogo desvinculada', {
        description: `${identityKindLabels[identity.kind]}: ${identity.identifier}`,
      });
    },
    onError: (error) => notifyError('Erro ao desvincular a conta do jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.identitiesAll }),
  });
}
