export { registerPermissionRoutes } from './routes';
export { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
export { panelRoleOf, resolvePermissions } from './resolve';
export {
  AccessGuard,
  AccessRefused,
  allows,
  demandAccess,
  missingAccessText,
  type AccessAttempt,
} from './access';
