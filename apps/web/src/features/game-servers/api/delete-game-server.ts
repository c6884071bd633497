import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export interface DeleteGameServerInput {
  id: string;
  /** For the toast. */
  name: string;
}

export function deleteGameServer({ id }: DeleteGameServerInput): Promise<void> {
  return callEndpoint(gameServersEndpoints.deleteGameServer, { params: { id } });
}

/** "Revogar": the key stops working at once and the server leaves the list. */
export function useDeleteGameServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGameServer,
    onSuccess: (_answer, { name }) => {
      toast.success('Servidor de jogo revogado', {
        description: `A chave de ${name} deixou de funcionar.`,
      });
    },
    onError: (error) => notifyError('Erro ao revogar o servidor de jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}
