import type { MyTicket, Ticket } from '@panel/contract/api/tickets';
import type { tickets } from '../../db/schema/tickets';
import { ticketChannelName } from './channel-name';

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
    ...channelOf(row),
    reportedUserId: row.reportedUserId,
    reportedUsername: row.reportedUsername,
  };
}

/**
 * The ticket's channel while it exists in Discord (docs/decisions/2026-12-04-ticket-channel-links.md):
 * nothing before the bot created it, nor once it is closed (deleted) or failed.
 */
function channelOf(row: TicketRow): Pick<Ticket, 'channelId' | 'channelName'> {
  if (row.channelStatus !== 'open' || !row.channelId) return { channelId: null, channelName: null };
  return { channelId: row.channelId, channelName: ticketChannelName(row) };
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
    channelId: ticket.channelId,
    channelName: ticket.channelName,
    reportedUserId: ticket.reportedUserId,
    reportedUsername: ticket.reportedUsername,
  };
}
