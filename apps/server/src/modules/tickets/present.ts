import type { MyTicket, Ticket } from '@panel/contract/api/tickets';
import type { tickets } from '../../db/schema/tickets';

export type TicketRow = typeof tickets.$inferSelect;

export function toTicket(row: TicketRow): Ticket {
  return {
    id: String(row.id),
    userId: row.userId,
    username: row.username,
    avatarUrl: row.avatarUrl,
    ticketType: row.ticketType,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    generatedToken: row.generatedToken,
    token: row.token,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    channelStatus: row.channelStatus,
    channelError: row.channelError,
  };
}

/** The member's own view: the code reaches them from staff, and staff names stay hidden. */
export function toMyTicket(row: TicketRow): MyTicket {
  const ticket = toTicket(row);
  return {
    id: ticket.id,
    userId: ticket.userId,
    username: ticket.username,
    avatarUrl: ticket.avatarUrl,
    ticketType: ticket.ticketType,
    status: ticket.status,
    reason: ticket.reason,
    createdAt: ticket.createdAt,
    generatedToken: ticket.generatedToken,
    decidedAt: ticket.decidedAt,
    decisionReason: ticket.decisionReason,
    channelStatus: ticket.channelStatus,
  };
}
