import type { TicketDecision } from './decide-ticket';

/**
 * The contract's ticket paths (`endpoints.listTickets.path` and the others; a test checks
 * they match). Importing the endpoints table here would bundle every area's schemas.
 */
export const ticketPaths = {
  list: '/api/tickets',
  open: '/api/tickets',
  mine: '/api/me/tickets',
  generateUnlockCode: '/api/tickets/generate-unlock-code',
  decision: (id: string, decision: TicketDecision) =>
    `/api/tickets/${encodeURIComponent(id)}/${decision}`,
};
