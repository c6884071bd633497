import {
  roleListSchema,
  roleParamsSchema,
  roleSchema,
  updateRoleBodySchema,
} from '../api/permissions';
import type { Endpoint } from './types';

export const permissionsEndpoints = {
  listRoles: {
    method: 'GET',
    path: '/api/permissions/roles',
    access: 'view_permissions',
    summary: 'Cargos do painel e suas permissões',
    tag: 'permissoes',
    response: roleListSchema,
  },
  updateRole: {
    method: 'PUT',
    path: '/api/permissions/roles/:roleName',
    access: 'manage_permissions',
    summary: 'Atualiza o mapa de permissões de um cargo',
    tag: 'permissoes',
    params: roleParamsSchema,
    body: updateRoleBodySchema,
    response: roleSchema,
  },
} as const satisfies Record<string, Endpoint>;
