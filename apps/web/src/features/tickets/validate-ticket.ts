import {
  memberTicketTypes,
  openTicketBodySchema,
  reportedMemberMessages,
  ticketTypes,
  type MemberTicketType,
  type OpenTicketBody,
  type TicketType,
} from '@panel/contract/api/tickets';
import type { MemberChoice } from '@/components/member-picker';

export interface TicketDraft {
  /** Empty until the member picks one; never a type staff open (`memberTicketTypes`). */
  type: MemberTicketType | '';
  reason: string;
  /** A report's reported member, picked from the list (an id typed is not enough). */
  reported: MemberChoice;
}

export type TicketDraftErrors = Partial<Record<keyof TicketDraft, string>>;

export function isTicketType(value: string | null): value is TicketType {
  return value !== null && (ticketTypes as readonly string[]).includes(value);
}

/** A type a member may open for themselves (the form's `?type=`). */
export function isMemberTicketType(value: string | null): value is MemberTicketType {
  return value !== null && (memberTicketTypes as readonly string[]).includes(value);
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
  const reported = draft.type === 'report_user' ? draft.reported.member : null;
  if (draft.type === 'report_user' && !reported) errors.reported = reportedMemberMessages.missing;
  if (!draft.type || !reason.success || errors.reported) return { body: null, errors };
  return {
    body: {
      type: draft.type,
      reason: reason.data,
      ...(reported && { reportedUserId: reported.userId }),
    },
    errors: null,
  };
}
