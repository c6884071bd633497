import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { TicketTranscript } from '@panel/contract/api/tickets';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys, ticketKeys } from '@/lib/query-keys';

/** Who reads it: staff read any ticket's, a member only their own. */
export type TranscriptReader = 'staff' | 'member';

/** While the bot saves a just-decided ticket's conversation, asked again this often... */
export const transcriptWaitMs = 5000;
/** ...this many times (two minutes); a live update of the ticket brings it sooner. */
const transcriptWaits = 24;

/** Whether a reader waiting for the transcript asks again: not saved yet, and not for too long. */
export function waitsForTranscript(state: {
  data: TicketTranscript | undefined;
  dataUpdateCount: number;
}): boolean {
  return state.data?.savedAt === null && state.dataUpdateCount < transcriptWaits;
}

function waitInterval(query: Query<TicketTranscript, Error>): number | false {
  return waitsForTranscript(query.state) ? transcriptWaitMs : false;
}

/**
 * A decided ticket's saved conversation; it never changes once saved. `waiting`: the ticket was
 * just decided and its channel is still being closed, so it is asked again until it is saved.
 */
export function useTicketTranscript(id: string, reader: TranscriptReader, waiting = false) {
  const queryKey = reader === 'staff' ? ticketKeys.transcript(id) : memberKeys.ticketTranscript(id);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<TicketTranscript> =>
      callEndpoint(
        reader === 'staff'
          ? ticketsEndpoints.ticketTranscript
          : ticketsEndpoints.myTicketTranscript,
        { params: { id }, signal },
      ),
    // Saved, it never changes; not saved yet, a later read may find it.
    staleTime: (query) => (query.state.data?.savedAt === null ? 0 : Infinity),
    refetchInterval: waiting ? waitInterval : false,
  });
  const state = useQueryClient().getQueryState<TicketTranscript>(queryKey);
  /** Still asking while the bot saves it (`waiting`), and not for too long. */
  const stillSaving = waiting && state !== undefined && waitsForTranscript(state);
  return { ...query, stillSaving };
}
