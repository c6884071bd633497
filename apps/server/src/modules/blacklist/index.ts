export { registerBlacklistRoutes } from './routes';
export {
  activeBlacklistEntry,
  blacklistedAmong,
  isBlacklisted,
  reapplyBlacklistRole,
} from './service/enforcement';
export { startBlacklistExpiry } from './service/expiry';
export { liftForTicket as liftBlacklistForTicket, removeMemberEntry } from './service/remove';
export { createEntry, entryAddedDetails } from './service/create';
export { memberBlacklistEvents } from './member-events';
export {
  restoreTicketLiftIn as restoreBlacklistTicketLift,
  undoEntryAdded,
  undoEntryRemoved,
} from './service/undo';
export {
  appealableEntry,
  liftForAppeal,
  restoreAppealLift,
  type AppealableEntry,
} from './service/appeals';
