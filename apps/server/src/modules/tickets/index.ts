export { registerTicketRoutes } from './routes';
export { blockRedemption, readMemberFlags } from './member-flags';
export { insertTicket, type TicketMember } from './open';
export { decideTicketIn } from './decide';
