export { registerApplicationRoutes } from './routes';
export { decisionDetails } from './service/decide';
export { submissionDetails } from './service/submit';
export {
  approvePendingWhitelist,
  createApprovedWhitelist,
  readWhitelistState,
} from './service/by-code';
export { latestWhitelist } from './service/member-whitelist';
export {
  applicationFigures,
  readApplicationFigures,
  type ApplicationFigures,
} from './repository/figures';
