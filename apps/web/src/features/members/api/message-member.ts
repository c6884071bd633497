import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { memberFileKeys } from '@/lib/query-keys';

/**
 * "Enviar mensagem" on the member's file: a DM from the bot, held for the undo window, then
 * whether Discord delivered it (a member with DMs closed is said so).
 */
export function useMessageMember(discordId: string, name: string) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: memberFileKeys.timelineAll(discordId) });
  return useMutation({
    mutationFn: (content: string) =>
      callEndpointUnparsed(membersEndpoints.messageMember, {
        params: { discordId },
        body: { content: content.trim() },
      }),
    onSuccess: (answer) =>
      announceAction({
        actionId: answer.actionId,
        queryClient,
        tone: 'success',
        title: 'Mensagem enviada',
        description: `${name} recebe a mensagem por DM.`,
        undone: { title: 'Mensagem desfeita', description: `${name} não recebe a mensagem.` },
        refresh,
        deliveries,
      }),
    onError: (error) => notifyActionError('Não foi possível enviar a mensagem.', error),
    onSettled: refresh,
  });
}
