import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameServer, SetGameDatabaseBody } from '@panel/contract/api/game-servers';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function setGameDatabase(input: { id: string; body: SetGameDatabaseBody }) {
  return callEndpoint(gameServersEndpoints.setGameDatabase, {
    params: { id: input.id },
    body: input.body,
  });
}

export function removeGameDatabase(id: string): Promise<GameServer> {
  return callEndpoint(gameServersEndpoints.removeGameDatabase, { params: { id } });
}

/** Connects or changes the server's game database; the list is read again either way. */
export function useSetGameDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGameDatabase,
    onSuccess: (server) => toast.success('Banco do jogo salvo', { description: server.name }),
    onError: (error) => notifyError('Erro ao salvar o banco do jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}

export function useRemoveGameDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGameDatabase,
    onSuccess: (server) =>
      toast.success('Banco do jogo desconectado', { description: server.name }),
    onError: (error) => notifyError('Erro ao desconectar o banco do jogo', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameServerKeys.servers }),
  });
}
