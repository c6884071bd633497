import type { MyTicket, Ticket, ticketListQuerySchema } from '@panel/contract/api/tickets';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { listReader, type ListPage } from '../../../db/list-page';
import { toMyTicket, toTicket } from '../present';
import { findMemberTickets, findTicketPage, findTicketPageVersion } from '../repository';

type TicketQuery = z.output<typeof ticketListQuerySchema>;

/**
 * Tickets for staff, newest first, a page at a time with the total of the filter; a page is kept
 * while its fingerprint holds.
 */
const readTickets = listReader({
  name: 'tickets',
  read: (db, query: TicketQuery, range) => findTicketPage(db, query, range),
  present: toTicket,
  keep: {
    version: { fingerprint: findTicketPageVersion },
    key: (query) => `${query.type ?? ''} ${query.status ?? ''}`,
    size: 200,
  },
});

export function listTickets(db: Executor, query: TicketQuery): Promise<ListPage<Ticket>> {
  return readTickets(db, query);
}

/** The member's own tickets, newest first. */
export async function listMyTickets(db: Executor, userId: string): Promise<MyTicket[]> {
  return (await findMemberTickets(db, userId)).map(toMyTicket);
}
