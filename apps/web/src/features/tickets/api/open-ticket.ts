import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenTicketBody } from '@panel/contract/api/tickets';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { toast } from '@/lib/toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { refreshTickets } from './ticket-feedback';

// The answer (the new ticket) is not read: the member's list refetches.
export async function openTicket(body: OpenTicketBody): Promise<void> {
  await callEndpointUnparsed(ticketsEndpoints.openTicket, { body });
}

/** Failures are shown in the form itself, beside what the member typed. */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: () => {
      toast.success('Ticket aberto com sucesso!', {
        description: 'A equipe vai analisar o seu pedido.',
      });
      return refreshTickets(queryClient);
    },
  });
}
