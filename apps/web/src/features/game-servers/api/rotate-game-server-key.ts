import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function rotateGameServerKey(id: string): Promise<GameServerKey> {
  return callEndpoint(gameServersEndpoints.rotateGameServerKey, { params: { id } });
}

/** "Gerar nova chave": the old key stops working at once; the new one is shown once. */
export function useRotateGameServerKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateGameServerKey,
    onSuccess: ({ server }) => {
      toast.success('Nova chave gerada', {
        description: `A chave anterior de ${server.name} deixou de funcionar.`,
      });
    },
    onError: (error) => notifyError('Erro ao gerar a nova chave', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}
