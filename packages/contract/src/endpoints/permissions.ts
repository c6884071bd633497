import {
  roleListSchema,
  roleParamsSchema,
  roleSchema,
  updateRoleBodySchema,
} from '../api/permissions';
import { staffSecuritySchema, updateStaffSecurityBodySchema } from '../api/staff-security';
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
  getStaffSecurity: {
    summary: 'Se a equipe precisa da autenticação em duas etapas do Discord',
    tag: 'permissoes',
    response: staffSecuritySchema,
  },
  updateStaffSecurity: {
    summary: 'Exige (ou deixa de exigir) da equipe a autenticação em duas etapas do Discord',
    tag: 'permissoes',
    body: updateStaffSecurityBodySchema,
    response: staffSecuritySchema,
  },
});
