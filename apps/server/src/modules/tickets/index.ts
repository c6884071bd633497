export { registerTicketRoutes } from './routes';
export {
  blockRedemption,
  findMemberTickets,
  readMemberFlags,
  releaseUnlockCode,
} from './repository';
export { insertTicket } from './service/open';
export { decideTicketIn } from './service/decide';
export { randomCode } from './service/unlock';
export { ticketChannelHooks } from './service/channel';
export { countPendingTickets, pendingTicketsFigure } from './figures-repository';
export { undoTicketDecision } from './service/undo';
export { undoTicketOpened } from './service/staff-contact';
export { memberTicketEvents } from './member-events';
