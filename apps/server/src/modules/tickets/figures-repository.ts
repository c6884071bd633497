import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { defineFigure, readFigure } from '../../db/figures';

/** Tickets waiting for staff (a figure of the dashboard). */
export const pendingTicketsFigure = defineFigure(
  'pending_tickets_count',
  sql`(select count(*) from tickets where status = 'pending')`,
  (value) => Number(value ?? 0),
);

export function countPendingTickets(db: Executor): Promise<number> {
  return readFigure(db, pendingTicketsFigure);
}
