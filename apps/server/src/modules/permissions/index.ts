export { registerPermissionRoutes } from './routes';
export { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
export { panelRoleOf, resolvePermissions } from './resolve';
export {
  AccessGuard,
  AccessRefused,
  allows,
  demandAccess,
  missingAccessText,
  TwoFactorRequired,
  type AccessAttempt,
} from './access';
