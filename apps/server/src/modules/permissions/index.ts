export { registerPermissionRoutes } from './routes';
export { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
export { panelRoleOf, resolvePermissions } from './resolve';
