export { registerTokenRoutes } from './routes';
export { issueMemberCode, revokeUnusedCode } from './service/member-codes';
export { createToken } from './service/manage';
export { codeFailures } from './service/failures';
export { memberCodeEvents } from './member-events';
