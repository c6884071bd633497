import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@panel/contract/api/tickets';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { toast } from '@/lib/toast';
import { callEndpoint } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { patchCachedTicket, refreshTickets } from './ticket-feedback';

/** The answer is the ticket with its new code, which staff read in the dialog. */
export function generateUnlockCode(ticketId: string): Promise<Ticket> {
  return callEndpoint(ticketsEndpoints.generateUnlockCode, { body: { ticketId } });
}

export function useGenerateUnlockCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateUnlockCode,
    onSuccess: (ticket) => {
      patchCachedTicket(queryClient, ticket);
      toast.success('Código gerado', {
        description: 'O membro também recebe o código por mensagem direta no Discord.',
      });
    },
    onError: (error) =>
      notifyActionError('Ocorreu um erro ao gerar o código de desbloqueio.', error),
    // Spec: afterwards the ticket list refreshes (also after a refusal: someone was first).
    onSettled: () => refreshTickets(queryClient),
  });
}
