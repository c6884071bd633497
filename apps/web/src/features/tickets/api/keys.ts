import type { TicketListQuery } from '../use-ticket-filters';

/** Query keys of the ticket pages; `all` refreshes every filter and page at once. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: TicketListQuery) => [...ticketKeys.lists(), query] as const,
  // Beside "Minha Conta"'s `['me', 'applications']`: the member's own things.
  mine: ['me', 'tickets'] as const,
};
