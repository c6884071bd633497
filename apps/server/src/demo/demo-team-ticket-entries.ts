import {
  ticketDecisionOf,
  ticketDecisionWords,
  ticketTypeLabels,
} from '@panel/contract/api/tickets';
import type { auditLog } from '../db/schema/audit';
import type { tickets } from '../db/schema/tickets';
import type { TeamStaff } from './demo-team-staff';

/** `tickets.open` and the decision's entry, as `insertTicket` and `decideTicketIn` word them. */
export function ticketEntries(
  row: typeof tickets.$inferSelect,
  openedBy: TeamStaff | null,
): (typeof auditLog.$inferInsert)[] {
  const label = ticketTypeLabels[row.ticketType];
  const id = String(row.id);
  const against = row.reportedUsername ? ` contra ${row.reportedUsername}` : '';
  const decision = row.status === 'pending' ? 'approve' : ticketDecisionOf[row.status];
  const words = ticketDecisionWords(row.ticketType, decision);
  return [
    {
      createdAt: row.createdAt,
      actorId: openedBy?.id ?? row.userId,
      actorName: openedBy?.name ?? row.username,
      actionType: 'create',
      action: 'tickets.open',
      target: row.userId,
      details: openedBy
        ? `Ticket #${id} aberto por ${openedBy.name} com ${row.username} (${label})`
        : `Ticket #${id} aberto para ${row.username} (${label})${against}`,
      after: {
        id,
        type: row.ticketType,
        reason: row.reason,
        ...(row.reportedUserId && { reportedUserId: row.reportedUserId }),
      },
    },
    {
      createdAt: row.decidedAt ?? row.createdAt,
      actorId: row.decidedById,
      actorName: row.decidedByName ?? 'Sistema',
      actionType: decision === 'cancel' ? 'update' : decision,
      action: `tickets.${decision}`,
      target: row.userId,
      details: `${words.verb} o ticket #${id} de ${row.username} (${label})${row.decisionReason ? `: ${row.decisionReason}` : ''}`,
      before: { id, status: 'pending' },
      after: { id, status: row.status, reason: row.decisionReason },
    },
  ];
}
