import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `permissions.ts` adds the rest. */
export const permissionsRoutes = {
  listRoles: {
    method: 'GET',
    path: '/api/permissions/roles',
    access: 'view_permissions',
  },
  updateRole: {
    method: 'PUT',
    path: '/api/permissions/roles/:roleName',
    access: 'manage_permissions',
  },
  getStaffSecurity: {
    method: 'GET',
    path: '/api/permissions/security',
    access: 'view_permissions',
  },
  updateStaffSecurity: {
    // Who decides what staff may do also decides what staff need to do it.
    method: 'PUT',
    path: '/api/permissions/security',
    access: 'manage_permissions',
  },
} as const satisfies Record<string, EndpointRoute>;
