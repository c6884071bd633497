import { queryOptions, useQuery } from '@tanstack/react-query';
import { myTicketListSchema, type MyTicket } from '@panel/contract/api/tickets';
import { staleTimes } from '@panel/contract/constants';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';
import { ticketPaths } from './ticket-paths';

export function getMyTickets(signal?: AbortSignal): Promise<MyTicket[]> {
  return api.get(ticketPaths.mine, { schema: myTicketListSchema, signal });
}

export function myTicketsQueryOptions() {
  return queryOptions({
    queryKey: ticketKeys.mine,
    queryFn: ({ signal }) => getMyTickets(signal),
    // A status, not a list: the member comes back to see whether staff answered.
    staleTime: staleTimes.status,
  });
}

export function useMyTickets() {
  return useQuery(myTicketsQueryOptions());
}
