import {
  roleListSchema,
  roleParamsSchema,
  roleSchema,
  updateRoleBodySchema,
} from '../api/permissions';
import { defineEndpoints } from './define';
import { permissionsRoutes } from './permissions-routes';

export const permissionsEndpoints = defineEndpoints(permissionsRoutes, {
  listRoles: {
    summary: 'Cargos do painel e suas permissões',
    tag: 'permissoes',
    response: roleListSchema,
  },
  updateRole: {
    summary: 'Atualiza o mapa de permissões de um cargo',
    tag: 'permissoes',
    params: roleParamsSchema,
    body: updateRoleBodySchema,
    response: roleSchema,
  },
});
