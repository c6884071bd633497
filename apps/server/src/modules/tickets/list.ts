import type { ticketListQuerySchema } from '@panel/contract/api/tickets';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/schema/tickets';
import type { TicketRow } from './present';

type Query = z.output<typeof ticketListQuerySchema>;

/** One page of tickets, newest first, and the total of the filter. */
export async function findTicketPage(
  db: Executor,
  query: Query,
): Promise<{ items: TicketRow[]; total: number }> {
  const where = and(
    query.type ? eq(tickets.ticketType, query.type) : undefined,
    query.status ? eq(tickets.status, query.status) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export function findMemberTickets(db: Executor, userId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(100);
}
