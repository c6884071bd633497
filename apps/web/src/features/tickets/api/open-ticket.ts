import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenTicketBody } from '@panel/contract/api/tickets';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { refreshTickets } from './ticket-feedback';
import { ticketPaths } from './ticket-paths';

// The answer (the new ticket) is not read: the member's list refetches.
export async function openTicket(body: OpenTicketBody): Promise<void> {
  await api.post(ticketPaths.open, body);
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
