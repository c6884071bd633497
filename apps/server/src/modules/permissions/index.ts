export { registerPermissionRoutes } from './routes';
export { assertPermissionsStillManageable, lockRoles, missingPermissions } from './lockout';
