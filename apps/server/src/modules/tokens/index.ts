export { registerTokenRoutes } from './routes';
export { issueMemberCode, revokeUnusedCode } from './service/member-codes';
