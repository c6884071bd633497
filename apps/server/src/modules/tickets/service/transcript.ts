import type { TicketTranscript } from '@panel/contract/api/tickets';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { findTicket, findTicketTranscript } from '../repository';

/**
 * A ticket's saved conversation: for staff, any ticket's; for a member (`ownerId`), only their
 * own (another's answers as if it did not exist).
 */
export async function readTicketTranscript(
  db: Executor,
  id: number,
  ownerId: string | null = null,
): Promise<TicketTranscript> {
  const ticket = await findTicket(db, id);
  if (!ticket || (ownerId !== null && ticket.userId !== ownerId)) {
    throw notFound('Ticket não encontrado.');
  }
  const transcript = await findTicketTranscript(db, id);
  if (!transcript) {
    throw notFound(
      ticket.channelStatus === 'closed' || ticket.status !== 'pending'
        ? 'A conversa deste ticket ainda não foi guardada.'
        : 'A conversa é guardada quando o ticket é encerrado.',
    );
  }
  return {
    ticketId: String(id),
    messages: transcript.messages,
    truncated: transcript.truncated,
    savedAt: transcript.savedAt.toISOString(),
  };
}
