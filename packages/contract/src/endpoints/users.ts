import {
  endedSessionsSchema,
  roleAssignmentSchema,
  staffUserListSchema,
  staffUserSchema,
  userIdParamsSchema,
  userPermissionsSchema,
} from '../api/users';
import type { Endpoint } from './types';

export const usersEndpoints = {
  listStaff: {
    method: 'GET',
    path: '/api/users',
    access: 'view_users',
    summary: 'Membros da equipe e seus cargos',
    tag: 'usuarios',
    response: staffUserListSchema,
  },
  assignRole: {
    method: 'POST',
    path: '/api/users/role',
    access: 'manage_users',
    summary: 'Dá um cargo do painel a um usuário (pelo ID do Discord)',
    tag: 'usuarios',
    body: roleAssignmentSchema,
    response: staffUserSchema,
  },
  removeRole: {
    method: 'DELETE',
    path: '/api/users/role',
    access: 'manage_users',
    summary: 'Tira o cargo do painel de um usuário',
    tag: 'usuarios',
    body: roleAssignmentSchema,
  },
  userPermissions: {
    method: 'GET',
    path: '/api/users/:discordId/permissions',
    access: 'view_users',
    summary: 'Permissões efetivas de um usuário',
    tag: 'usuarios',
    params: userIdParamsSchema,
    response: userPermissionsSchema,
  },
  endUserSessions: {
    method: 'DELETE',
    path: '/api/users/:discordId/sessions',
    access: 'manage_users',
    summary: 'Encerra todas as sessões de um usuário',
    tag: 'usuarios',
    params: userIdParamsSchema,
    response: endedSessionsSchema,
  },
} as const satisfies Record<string, Endpoint>;
