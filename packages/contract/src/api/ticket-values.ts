/** The tickets' types, statuses and labels, without zod (`tickets.ts` re-exports them). */
export const ticketTypes = [
  'review_token',
  'review_form',
  'review_blacklist',
  'report_user',
  'staff_contact',
] as const;
export type TicketType = (typeof ticketTypes)[number];

/**
 * The types a member opens for themselves. A `staff_contact` is opened by staff with a member,
 * from the member's file (`openMemberTicket`).
 */
export const memberTicketTypes = [
  'review_token',
  'review_form',
  'review_blacklist',
  'report_user',
] as const satisfies readonly TicketType[];
export type MemberTicketType = (typeof memberTicketTypes)[number];
export const ticketStatuses = ['pending', 'approved', 'rejected', 'canceled'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketTypeLabels: Record<TicketType, string> = {
  review_token: 'Revisão de bloqueio de código',
  review_form: 'Revisão de formulário',
  review_blacklist: 'Revisão de blacklist',
  report_user: 'Denúncia de membro',
  staff_contact: 'Conversa com a equipe',
};

/**
 * Whether a ticket of `type` can get an unlock code: the reviews, which lift something once the
 * member redeems it. A report and a conversation opened by staff lift nothing.
 */
export function takesUnlockCode(type: TicketType): boolean {
  return type === 'review_token' || type === 'review_form' || type === 'review_blacklist';
}

/**
 * The ticket's private Discord channel: `pending` being created, `open`, `failed` (it could not
 * be created; `channelError` says why), `closed` (its conversation saved with the ticket and the
 * channel deleted). `null` for tickets opened before channels were followed.
 */
export const ticketChannelStatuses = ['pending', 'open', 'failed', 'closed'] as const;
export type TicketChannelStatus = (typeof ticketChannelStatuses)[number];

export type TicketDecisionKind = 'approve' | 'reject' | 'cancel';
export type DecidedTicketStatus = Exclude<TicketStatus, 'pending'>;

/** The words of one decision on a ticket: the button, what it did (status), the audit's verb. */
export interface TicketDecisionWords {
  /** The button: "Aprovar". */
  action: string;
  /** The ticket's status after it, as a label: "Aprovado". */
  label: string;
  /** The same inside a sentence: "aprovado". */
  past: string;
  /** The audit's verb: "Aprovou". */
  verb: string;
}

const decisionWords: Record<TicketDecisionKind, TicketDecisionWords> = {
  approve: { action: 'Aprovar', label: 'Aprovado', past: 'aprovado', verb: 'Aprovou' },
  reject: { action: 'Reprovar', label: 'Reprovado', past: 'reprovado', verb: 'Reprovou' },
  cancel: { action: 'Cancelar ticket', label: 'Cancelado', past: 'cancelado', verb: 'Cancelou' },
};

/**
 * A report (denúncia) asks for nothing to be granted: staff close it once they acted on it
 * ("Encerrar") or file it when there is nothing to act on ("Arquivar"). A conversation staff
 * opened with a member (`staff_contact`) ends the same way: closed once settled, filed when it
 * led nowhere. The stored statuses stay `approved` and `rejected`; only the words differ.
 */
const reportWords: Record<TicketDecisionKind, TicketDecisionWords> = {
  approve: { action: 'Encerrar', label: 'Encerrado', past: 'encerrado', verb: 'Encerrou' },
  reject: { action: 'Arquivar', label: 'Arquivado', past: 'arquivado', verb: 'Arquivou' },
  cancel: decisionWords.cancel,
};

export const ticketDecisionOf: Record<DecidedTicketStatus, TicketDecisionKind> = {
  approved: 'approve',
  rejected: 'reject',
  canceled: 'cancel',
};

/** The words of `decision` on a ticket of `type`. */
export function ticketDecisionWords(
  type: TicketType,
  decision: TicketDecisionKind,
): TicketDecisionWords {
  const closes = type === 'report_user' || type === 'staff_contact';
  return (closes ? reportWords : decisionWords)[decision];
}

/** A ticket's status as a label, in the words of its type ("Encerrado" for a report). */
export function ticketStatusLabel(type: TicketType, status: TicketStatus): string {
  return status === 'pending'
    ? 'Pendente'
    : ticketDecisionWords(type, ticketDecisionOf[status]).label;
}
