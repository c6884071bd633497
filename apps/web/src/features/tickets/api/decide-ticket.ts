import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketDecisionBody } from '@panel/contract/api/tickets';
import {
  ticketDecisionWords,
  type TicketDecisionKind,
  type TicketType,
} from '@panel/contract/api/ticket-values';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { patchCachedTicket, refreshTickets } from './ticket-feedback';

// Approve, reject and cancel are three endpoints of one shape (path and optional reason),
// so they share this file.
export type TicketDecision = TicketDecisionKind;

const decisionEndpoints = {
  approve: ticketsEndpoints.approveTicket,
  reject: ticketsEndpoints.rejectTicket,
  cancel: ticketsEndpoints.cancelTicket,
} satisfies Record<TicketDecision, object>;

type DecisionTexts = Record<TicketDecision, { title: string; done: string; error: string }>;

const ticketTexts: DecisionTexts = {
  approve: {
    title: 'Aprovar ticket',
    done: 'Ticket aprovado',
    error: 'Ocorreu um erro ao aprovar o ticket.',
  },
  reject: {
    title: 'Reprovar ticket',
    done: 'Ticket reprovado',
    error: 'Ocorreu um erro ao reprovar o ticket.',
  },
  cancel: {
    title: 'Cancelar ticket',
    done: 'Ticket cancelado',
    error: 'Ocorreu um erro ao cancelar o ticket.',
  },
};

/** A denúncia is closed or filed (`ticketDecisionWords`), and spoken of as one. */
const reportTexts: DecisionTexts = {
  approve: {
    title: 'Encerrar denúncia',
    done: 'Denúncia encerrada',
    error: 'Ocorreu um erro ao encerrar a denúncia.',
  },
  reject: {
    title: 'Arquivar denúncia',
    done: 'Denúncia arquivada',
    error: 'Ocorreu um erro ao arquivar a denúncia.',
  },
  cancel: {
    title: 'Cancelar ticket',
    done: 'Ticket cancelado',
    error: 'Ocorreu um erro ao cancelar a denúncia.',
  },
};

/** A conversation staff opened with a member is closed or filed too, and spoken of as one. */
const conversationTexts: DecisionTexts = {
  approve: {
    title: 'Encerrar conversa',
    done: 'Conversa encerrada',
    error: 'Ocorreu um erro ao encerrar a conversa.',
  },
  reject: {
    title: 'Arquivar conversa',
    done: 'Conversa arquivada',
    error: 'Ocorreu um erro ao arquivar a conversa.',
  },
  cancel: {
    title: 'Cancelar ticket',
    done: 'Ticket cancelado',
    error: 'Ocorreu um erro ao cancelar a conversa.',
  },
};

const textsOf: Record<TicketType, DecisionTexts> = {
  review_token: ticketTexts,
  review_form: ticketTexts,
  review_blacklist: ticketTexts,
  report_user: reportTexts,
  staff_contact: conversationTexts,
};

/** The button, the dialog's title, the toast and the error of a decision on a ticket of `type`. */
export function decisionTexts(type: TicketType, decision: TicketDecision) {
  const texts = textsOf[type];
  return { action: ticketDecisionWords(type, decision).action, ...texts[decision] };
}

export interface DecisionInput {
  id: string;
  decision: TicketDecision;
  /** The ticket's type: the toast's words (a report is closed, not approved). */
  type: TicketType;
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
}: DecisionInput): Promise<{ ticket: Ticket | null; actionId: string | null }> {
  const trimmed = reason.trim();
  const body: TicketDecisionBody = trimmed ? { reason: trimmed } : {};
  const endpoint = decisionEndpoints[decision];
  const answer = await callEndpointUnparsed(endpoint, { params: { id }, body });
  const parsed = endpoint.response.safeParse(answer.data);
  return { ticket: parsed.success ? parsed.data : null, actionId: answer.actionId };
}

export function useDecideTicket() {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: decideTicket,
    onSuccess: ({ ticket, actionId }, { decision, type }) => {
      if (ticket) patchCachedTicket(queryClient, ticket);
      announceAction({
        actionId,
        queryClient,
        deliveries,
        tone: decision === 'approve' ? 'success' : 'neutral',
        title: decisionTexts(type, decision).done,
        ...(ticket ? { description: `#${ticket.id} de ${ticket.username}` } : {}),
        undone: {
          title: 'Decisão desfeita',
          description: ticket
            ? `O ticket #${ticket.id} de ${ticket.username} voltou a ficar pendente.`
            : 'O ticket voltou a ficar pendente.',
        },
        refresh: () => refreshTickets(queryClient),
      });
    },
    onError: (error, { decision, type }) =>
      notifyActionError(decisionTexts(type, decision).error, error),
    // Awaited, so the buttons stay busy until the list shows the new status.
    onSettled: () => refreshTickets(queryClient),
  });
}
