import type { MyTicket, Ticket, ticketListQuerySchema } from '@panel/contract/api/tickets';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { toMyTicket, toTicket } from '../present';
import { findMemberTickets, findTicketPage } from '../repository';

/** One page of tickets for staff, newest first, and the total of the filter. */
export async function listTickets(
  db: Executor,
  query: z.output<typeof ticketListQuerySchema>,
): Promise<{ items: Ticket[]; total: number }> {
  const { items, total } = await findTicketPage(db, query);
  return { items: items.map(toTicket), total };
}

/** The member's own tickets, newest first. */
export async function listMyTickets(db: Executor, userId: string): Promise<MyTicket[]> {
  return (await findMemberTickets(db, userId)).map(toMyTicket);
}
