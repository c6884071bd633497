/** The tickets' types, statuses and labels, without zod (`tickets.ts` re-exports them). */
export const ticketTypes = [
  'review_token',
  'review_form',
  'review_blacklist',
  'report_user',
] as const;
export type TicketType = (typeof ticketTypes)[number];
export const ticketStatuses = ['pending', 'approved', 'rejected', 'canceled'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketTypeLabels: Record<TicketType, string> = {
  review_token: 'Revisão de bloqueio de código',
  review_form: 'Revisão de formulário',
  review_blacklist: 'Revisão de blacklist',
  report_user: 'Denúncia de usuário',
};

/**
 * The ticket's private Discord channel: `pending` being created, `open`, `failed` (it could not
 * be created; `channelError` says why), `closed` (its conversation saved with the ticket and the
 * channel deleted). `null` for tickets opened before channels were followed.
 */
export const ticketChannelStatuses = ['pending', 'open', 'failed', 'closed'] as const;
export type TicketChannelStatus = (typeof ticketChannelStatuses)[number];
