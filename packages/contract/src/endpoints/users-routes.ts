import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `users.ts` adds the rest. */
export const usersRoutes = {
  listStaff: {
    method: 'GET',
    path: '/api/users',
    access: 'view_users',
  },
  searchGuildMembers: {
    method: 'GET',
    path: '/api/users/guild-members',
    access: 'staff',
  },
  lookupGuildMembers: {
    method: 'GET',
    path: '/api/users/guild-members/lookup',
    access: 'staff',
  },
  assignRole: {
    method: 'POST',
    path: '/api/users/role',
    access: 'manage_users',
  },
  removeRole: {
    method: 'DELETE',
    path: '/api/users/role',
    access: 'manage_users',
  },
  userPermissions: {
    method: 'GET',
    path: '/api/users/:discordId/permissions',
    access: 'view_users',
  },
  endUserSessions: {
    method: 'DELETE',
    path: '/api/users/:discordId/sessions',
    access: 'manage_users',
  },
  listStaffSessions: {
    method: 'GET',
    path: '/api/users/sessions',
    access: 'manage_users',
  },
  endStaffSession: {
    method: 'DELETE',
    path: '/api/users/sessions/:sessionId',
    access: 'manage_users',
  },
} as const satisfies Record<string, EndpointRoute>;
