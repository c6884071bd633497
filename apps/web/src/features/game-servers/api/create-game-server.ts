import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameServerBody, GameServerKey } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function createGameServer(body: CreateGameServerBody): Promise<GameServerKey> {
  return callEndpoint(gameServersEndpoints.createGameServer, { body });
}

/** "Novo servidor": the answer carries the key, shown once by the dialog. */
export function useCreateGameServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGameServer,
    onSuccess: ({ server }) => {
      toast.success('Servidor de jogo criado', { description: server.name });
    },
    onError: (error) => notifyError('Erro ao criar o servidor de jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}
