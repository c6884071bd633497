import type { TicketTranscript } from '@panel/contract/api/tickets';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { findTicket, findTicketTranscript } from '../repository';

/** Why a ticket has no saved conversation (yet). */
function unsavedReason(ticket: { status: string; channelStatus: string | null }): string {
  if (ticket.channelStatus === 'failed') {
    return 'O canal deste ticket não foi criado: não há conversa para guardar.';
  }
  return ticket.channelStatus === 'closed' || ticket.status !== 'pending'
    ? 'A conversa deste ticket ainda não foi guardada.'
    : 'A conversa é guardada quando o ticket é encerrado.';
}

/**
 * A ticket's saved conversation: for staff, any ticket's; for a member (`ownerId`), only their
 * own (another's answers as if it did not exist). Not saved yet (the bot saves it when it closes
 * the channel), it answers so (`savedAt: null`) rather than as a missing page: the ticket exists.
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
    return {
      ticketId: String(id),
      messages: [],
      truncated: false,
      savedAt: null,
      unsaved: unsavedReason(ticket),
    };
  }
  return {
    ticketId: String(id),
    messages: transcript.messages,
    truncated: transcript.truncated,
    savedAt: transcript.savedAt.toISOString(),
    unsaved: null,
  };
}
