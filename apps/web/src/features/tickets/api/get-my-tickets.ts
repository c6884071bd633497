import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTicket } from '@panel/contract/api/tickets';
import { staleTimes } from '@panel/contract/constants';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export function getMyTickets(signal?: AbortSignal): Promise<MyTicket[]> {
  return callEndpoint(ticketsEndpoints.myTickets, { signal });
}

export function myTicketsQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.tickets,
    queryFn: ({ signal }) => getMyTickets(signal),
    // A status, not a list: the member comes back to see whether staff answered.
    staleTime: staleTimes.status,
  });
}

export function useMyTickets() {
  return useQuery(myTicketsQueryOptions());
}
