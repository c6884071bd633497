import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberPassports } from '@panel/contract/api/game-servers';
import { staleTimes } from '@panel/contract/constants';
import { gameServersEndpoints } from '@panel/contract/endpoints/game-servers';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { gameServerKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function getGamePassports(
  discordId: string,
  signal?: AbortSignal,
): Promise<MemberPassports> {
  return callEndpoint(gameServersEndpoints.listGamePassports, { query: { discordId }, signal });
}

export function gamePassportsQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: gameServerKeys.passports(discordId),
    queryFn: ({ signal }) => getGamePassports(discordId, signal),
    staleTime: staleTimes.list,
  });
}

/** The member's passport on each server whose game database the panel writes into. */
export function useGamePassports(discordId: string) {
  return useQuery(gamePassportsQueryOptions(discordId));
}

/** Staff type a member's passport on one server. */
export function useSetGamePassport(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serverId: string; passport: number }) =>
      callEndpoint(gameServersEndpoints.setGamePassport, {
        params: { id: input.serverId, discordId },
        body: { passport: input.passport },
      }),
    onSuccess: (answer) =>
      toast.success('Passaporte salvo', { description: `Nº ${answer.passport}` }),
    onError: (error) => notifyError('Erro ao salvar o passaporte', error),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: gameServerKeys.passports(discordId) }),
  });
}
