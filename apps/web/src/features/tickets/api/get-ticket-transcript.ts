import { useQuery } from '@tanstack/react-query';
import type { TicketTranscript } from '@panel/contract/api/tickets';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys, ticketKeys } from '@/lib/query-keys';

/** Who reads it: staff read any ticket's, a member only their own. */
export type TranscriptReader = 'staff' | 'member';

/** A closed ticket's saved conversation; it never changes once saved. */
export function useTicketTranscript(id: string, reader: TranscriptReader) {
  return useQuery({
    queryKey: reader === 'staff' ? ticketKeys.transcript(id) : memberKeys.ticketTranscript(id),
    queryFn: ({ signal }): Promise<TicketTranscript> =>
      callEndpoint(
        reader === 'staff'
          ? ticketsEndpoints.ticketTranscript
          : ticketsEndpoints.myTicketTranscript,
        { params: { id }, signal },
      ),
    staleTime: Infinity,
  });
}
