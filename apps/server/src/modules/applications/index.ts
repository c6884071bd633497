export { registerApplicationRoutes } from './routes';
export { undoBulkDecision, undoDetails } from './service/undo';
export { decisionDetails } from './service/decide';
export { submissionDetails } from './service/submit';
export {
  approvePendingWhitelist,
  createApprovedWhitelist,
  readWhitelistState,
} from './service/by-code';
export { latestWhitelist } from './service/member-whitelist';
export { memberApplicationEvents } from './member-events';
export { reviewMessageHooks } from './service/review-hooks';
export { decideAsStaff } from './service/decide';
export { findApplication } from './repository/entries';
export type { ApplicationRow } from './present';
export { parseReviewCustomId, reviewCustomId, type ReviewAction } from './review-message';
export {
  applicationFigures,
  readApplicationFigures,
  type ApplicationFigures,
} from './repository/figures';
export { checkAppeal, readMyAppeals } from './service/appeals';
export { findApplicationRecords } from './repository/appeals';
