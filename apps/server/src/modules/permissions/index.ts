export { registerPermissionRoutes } from './routes';
export { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
export { panelRoleOf, resolvePermissions } from './resolve';
export {
  AccessGuard,
  AccessRefused,
  allows,
  callerOf,
  demandAccess,
  missingAccessText,
  TwoFactorRequired,
  type AccessAttempt,
} from './access';
