import {
  takesUnlockCode,
  type MyTicket,
  type TicketChannelStatus,
  type TicketStatus,
  type TicketType,
} from '@panel/contract/api/tickets';

/** The ticket's Discord channel, as staff and the member read it. */
export const ticketChannelLabels: Record<TicketChannelStatus, string> = {
  pending: 'Sendo criado pelo bot',
  open: 'Aberto no Discord',
  failed: 'Não foi criado',
  closed: 'Encerrado e apagado; a conversa ficou guardada aqui',
};

/**
 * What approving a ticket (or the member redeeming its unlock code) gives back to the
 * member, so staff know what they are about to lift. Reports lift nothing.
 */
export const ticketLiftTexts: Record<TicketType, string | null> = {
  review_token: 'O membro volta a poder resgatar códigos.',
  review_form: 'O membro pode enviar o formulário de novo sem esperar o prazo.',
  review_blacklist: 'O membro sai da blacklist.',
  report_user: null,
  staff_contact: null,
};

/**
 * A pending review ticket (`takesUnlockCode`) without a code can get one
 * (docs/decisions/2026-11-23-codes-and-redemption.md).
 */
export function canGenerateUnlockCode(ticket: {
  status: TicketStatus;
  ticketType: TicketType;
  generatedToken: boolean;
}): boolean {
  return (
    ticket.status === 'pending' && takesUnlockCode(ticket.ticketType) && !ticket.generatedToken
  );
}

/**
 * A decided ticket whose channel was or is being created has a transcript: saved once the bot
 * closed the channel (`closed`), on its way while the channel is still `pending` or `open`.
 */
export function hasTranscript(ticket: Pick<MyTicket, 'status' | 'channelStatus'>): boolean {
  const { status, channelStatus } = ticket;
  return (
    status !== 'pending' &&
    (channelStatus === 'closed' || channelStatus === 'open' || channelStatus === 'pending')
  );
}

/** The transcript is still being saved: its reader waits for it (`useTicketTranscript`). */
export function awaitsTranscript(ticket: Pick<MyTicket, 'status' | 'channelStatus'>): boolean {
  return hasTranscript(ticket) && ticket.channelStatus !== 'closed';
}
