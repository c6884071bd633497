import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { memberFileKeys, ticketKeys } from '@/lib/query-keys';

/**
 * "Abrir ticket" on the member's file: a conversation with staff in a private channel, held for
 * the undo window like any staff action, then what Discord did (the channel, the DM).
 */
export function useOpenMemberTicket(discordId: string, name: string) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberFileKeys.member(discordId) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    ]);
  return useMutation({
    mutationFn: (reason: string) =>
      callEndpointUnparsed(ticketsEndpoints.openMemberTicket, {
        params: { discordId },
        body: { reason: reason.trim() },
      }),
    onSuccess: (answer) =>
      announceAction({
        actionId: answer.actionId,
        queryClient,
        tone: 'success',
        title: 'Ticket aberto',
        description: `Um canal privado com ${name} será criado.`,
        undone: { title: 'Ticket desfeito', description: `${name} não foi chamado.` },
        refresh,
        deliveries,
      }),
    onError: (error) => notifyActionError('Não foi possível abrir o ticket.', error),
    onSettled: refresh,
  });
}
