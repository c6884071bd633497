import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketDecisionBody } from '@panel/contract/api/tickets';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { toast } from '@/lib/toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { patchCachedTicket, refreshTickets } from './ticket-feedback';

// Approve, reject and cancel are three endpoints of one shape (path and optional reason),
// so they share this file.
export type TicketDecision = 'approve' | 'reject' | 'cancel';

const decisionEndpoints = {
  approve: ticketsEndpoints.approveTicket,
  reject: ticketsEndpoints.rejectTicket,
  cancel: ticketsEndpoints.cancelTicket,
} satisfies Record<TicketDecision, object>;

export const decisionTexts: Record<
  TicketDecision,
  { action: string; title: string; done: string; error: string }
> = {
  approve: {
    action: 'Aprovar',
    title: 'Aprovar ticket',
    done: 'Ticket aprovado',
    error: 'Ocorreu um erro ao aprovar o ticket.',
  },
  reject: {
    action: 'Reprovar',
    title: 'Reprovar ticket',
    done: 'Ticket reprovado',
    error: 'Ocorreu um erro ao reprovar o ticket.',
  },
  cancel: {
    action: 'Cancelar ticket',
    title: 'Cancelar ticket',
    done: 'Ticket cancelado',
    error: 'Ocorreu um erro ao cancelar o ticket.',
  },
};

export interface DecisionInput {
  id: string;
  decision: TicketDecision;
  /** Optional; blank is not sent. */
  reason: string;
}

/**
 * The decided ticket, or `null` when its answer does not read as one: the decision was
 * made all the same, so that is no failure (the list refetches).
 */
export async function decideTicket({
  id,
  decision,
  reason,
}: DecisionInput): Promise<Ticket | null> {
  const trimmed = reason.trim();
  const body: TicketDecisionBody = trimmed ? { reason: trimmed } : {};
  const endpoint = decisionEndpoints[decision];
  const answer = await callEndpointUnparsed(endpoint, { params: { id }, body });
  const parsed = endpoint.response.safeParse(answer.data);
  return parsed.success ? parsed.data : null;
}

export function useDecideTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTicket,
    onSuccess: (ticket, { decision }) => {
      if (ticket) patchCachedTicket(queryClient, ticket);
      toast.success(decisionTexts[decision].done);
    },
    onError: (error, { decision }) => notifyActionError(decisionTexts[decision].error, error),
    // Awaited, so the buttons stay busy until the list shows the new status.
    onSettled: () => refreshTickets(queryClient),
  });
}
