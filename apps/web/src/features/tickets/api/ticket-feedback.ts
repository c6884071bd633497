import type { QueryClient } from '@tanstack/react-query';
import type { Ticket } from '@panel/contract/api/tickets';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-error';
import type { TicketPage } from './get-tickets';
import { ticketKeys } from './keys';

/**
 * The spec's "Erro" toast. When the server refused for a reason staff can act on (already
 * decided or given a code by someone else: 409; gone: 404; not allowed: 403) its Portuguese
 * message replaces the generic description.
 */
export function notifyTicketError(description: string, error: unknown): void {
  const refused =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
  toast.error('Erro', { description: refused ? error.message : description });
}

/** A refusal no retry will change: the ticket is no longer pending, or no longer there. */
export function isSettledElsewhere(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}

/**
 * Puts the server's answer into every cached page that shows the ticket, so an open
 * details dialog shows the new code or status before the refetch ends.
 */
export function patchCachedTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueriesData<TicketPage>({ queryKey: ticketKeys.lists() }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.id === ticket.id ? ticket : item)) }
      : page,
  );
}

/** After any change, also a refused one (someone else was first), every list is out of date. */
export function refreshTickets(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    queryClient.invalidateQueries({ queryKey: ticketKeys.mine }),
  ]);
}
