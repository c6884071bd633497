import type { QueryClient } from '@tanstack/react-query';
import type { Ticket } from '@panel/contract/api/tickets';
import { memberKeys, ticketKeys } from '@/lib/query-keys';
import type { TicketPage } from './get-tickets';

/**
 * Puts the server's answer into every cached page that shows the ticket, so an open
 * details dialog shows the new code or status before the refetch ends.
 */
export function patchCachedTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueriesData<TicketPage>({ queryKey: ticketKeys.lists }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.id === ticket.id ? ticket : item)) }
      : page,
  );
}

/** After any change, also a refused one (someone else was first), every list is out of date. */
export function refreshTickets(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    queryClient.invalidateQueries({ queryKey: memberKeys.tickets }),
  ]);
}
