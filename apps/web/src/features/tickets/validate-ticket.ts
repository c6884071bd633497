import {
  openTicketBodySchema,
  ticketTypes,
  type OpenTicketBody,
  type TicketType,
} from '@panel/contract/api/tickets';

export interface TicketDraft {
  /** Empty until the member picks one. */
  type: TicketType | '';
  reason: string;
}

export type TicketDraftErrors = Partial<Record<keyof TicketDraft, string>>;

export function isTicketType(value: string | null): value is TicketType {
  return value !== null && (ticketTypes as readonly string[]).includes(value);
}

/**
 * The server's own rules and messages (the contract's schema), checked before sending.
 * The type's message is friendlier: the contract's lists the raw values for API callers.
 */
export function validateTicket(
  draft: TicketDraft,
): { body: OpenTicketBody; errors: null } | { body: null; errors: TicketDraftErrors } {
  const errors: TicketDraftErrors = {};
  if (!draft.type) errors.type = 'Selecione o tipo do ticket.';
  const reason = openTicketBodySchema.shape.reason.safeParse(draft.reason);
  if (!reason.success) errors.reason = reason.error.issues[0]?.message ?? 'Informe o motivo.';
  if (!draft.type || !reason.success) return { body: null, errors };
  return { body: { type: draft.type, reason: reason.data }, errors: null };
}
