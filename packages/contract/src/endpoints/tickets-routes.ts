import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `tickets.ts` adds the rest. */
export const ticketsRoutes = {
  listTickets: {
    method: 'GET',
    path: '/api/tickets',
    access: 'view_tickets',
  },
  generateUnlockCode: {
    method: 'POST',
    path: '/api/tickets/generate-unlock-code',
    access: 'manage_tickets',
  },
  openTicket: {
    method: 'POST',
    path: '/api/tickets',
    access: 'authenticated',
  },
  openMemberTicket: {
    method: 'POST',
    path: '/api/members/:discordId/tickets',
    access: 'manage_tickets',
  },
  myTickets: {
    method: 'GET',
    path: '/api/me/tickets',
    access: 'authenticated',
  },
  ticketTranscript: {
    method: 'GET',
    path: '/api/tickets/:id/transcript',
    access: 'view_tickets',
  },
  myTicketTranscript: {
    method: 'GET',
    path: '/api/me/tickets/:id/transcript',
    access: 'authenticated',
  },
  reportableMembers: {
    method: 'GET',
    path: '/api/me/tickets/reportable-members',
    access: 'authenticated',
  },
  approveTicket: {
    method: 'POST',
    path: '/api/tickets/:id/approve',
    access: 'manage_tickets',
  },
  rejectTicket: {
    method: 'POST',
    path: '/api/tickets/:id/reject',
    access: 'manage_tickets',
  },
  cancelTicket: {
    method: 'POST',
    path: '/api/tickets/:id/cancel',
    access: 'manage_tickets',
  },
} as const satisfies Record<string, EndpointRoute>;
