import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameServer, UpdateGameServerBody } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export interface UpdateGameServerInput {
  id: string;
  /** Only the keys that changed. */
  body: UpdateGameServerBody;
}

export function updateGameServer({ id, body }: UpdateGameServerInput): Promise<GameServer> {
  return callEndpoint(gameServersEndpoints.updateGameServer, { params: { id }, body });
}

/** Saves a server's settings; the list is read again also after a refusal (it may be gone). */
export function useUpdateGameServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGameServer,
    onSuccess: (server) => {
      toast.success('Servidor de jogo atualizado', { description: server.name });
    },
    onError: (error) => notifyError('Erro ao salvar o servidor de jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}
