import type { MyTicket, Ticket, ticketListQuerySchema } from '@panel/contract/api/tickets';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { keptPages } from '../../../db/kept-pages';
import { toMyTicket, toTicket } from '../present';
import { findMemberTickets, findTicketPage, findTicketPageVersion } from '../repository';

interface TicketPage {
  items: Ticket[];
  total: number;
}

/** Pages for every filter, kept under their fingerprint (`keptPages`). */
const pages = keptPages<TicketPage>({ size: 200 });

/**
 * One page of tickets for staff, newest first, and the total of the filter, kept in memory while
 * its fingerprint holds (`keptPages`).
 */
export async function listTickets(
  db: Executor,
  query: z.output<typeof ticketListQuerySchema>,
): Promise<TicketPage> {
  const current = await findTicketPageVersion(db, query);
  const key = `${query.type ?? ''} ${query.status ?? ''} ${query.page} ${query.limit}`;
  return pages(db, key, current, async () => {
    const { items, total, version } = await findTicketPage(db, query);
    return { page: { items: items.map(toTicket), total }, version };
  });
}

/** The member's own tickets, newest first. */
export async function listMyTickets(db: Executor, userId: string): Promise<MyTicket[]> {
  return (await findMemberTickets(db, userId)).map(toMyTicket);
}
