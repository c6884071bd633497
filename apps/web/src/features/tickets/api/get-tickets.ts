import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketListDefaultLimit, type Ticket } from '@panel/contract/api/tickets';
import { staleTimes } from '@panel/contract/constants';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { callEndpointPage } from '@/lib/api-client';
import { ticketKeys } from '@/lib/query-keys';
import type { TicketListQuery } from '../use-ticket-filters';

export const ticketPageSize = ticketListDefaultLimit;

export interface TicketPage {
  items: Ticket[];
  /** Tickets matching the filter, over all pages. */
  total: number;
}

export async function getTickets(
  { type, status, page }: TicketListQuery,
  signal?: AbortSignal,
): Promise<TicketPage> {
  const { items, total } = await callEndpointPage(ticketsEndpoints.listTickets, {
    query: {
      type: type ?? undefined,
      status: status === 'all' ? undefined : status,
      page,
      limit: ticketPageSize,
    },
    signal,
  });
  return { items, total };
}

export function ticketsQueryOptions(query: TicketListQuery) {
  return queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    staleTime: staleTimes.list,
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(query: TicketListQuery) {
  return useQuery(ticketsQueryOptions(query));
}
