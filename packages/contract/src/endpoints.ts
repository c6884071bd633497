import type { z } from 'zod';
import { callbackQuerySchema, currentUserSchema, signInQuerySchema } from './api/auth';
import { healthSchema, publicConfigSchema } from './api/system';
import { auditPageSchema, auditQuerySchema } from './api/audit';
import { dashboardSchema } from './api/dashboard';
import { roleListSchema, roleParamsSchema, roleSchema, updateRoleBodySchema } from './api/roles';
import {
  endedSessionsSchema,
  roleAssignmentSchema,
  staffUserListSchema,
  staffUserSchema,
  userIdParamsSchema,
  userPermissionsSchema,
} from './api/users';
import type { Access } from './routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, `/api/...` with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the 2xx JSON answer; absent for redirects, HTML pages and 204. */
  response?: z.ZodType;
}

/**
 * The API table: every endpoint of the server, the access it needs and its schemas.
 * The server registers its routes from it and refuses to boot on any route that is
 * not declared here; the authorization tests iterate over it.
 */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Estado do servidor, do banco de dados e do bot',
    tag: 'sistema',
    response: healthSchema,
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Configuração pública da instalação',
    tag: 'sistema',
    response: publicConfigSchema,
  },
  signIn: {
    method: 'GET',
    path: '/api/auth/discord',
    access: 'public',
    summary: 'Inicia o login com o Discord (redireciona)',
    tag: 'auth',
    query: signInQuerySchema,
  },
  signInCallback: {
    method: 'GET',
    path: '/api/auth/discord/callback',
    access: 'public',
    summary: 'Retorno do Discord após a autorização',
    tag: 'auth',
    query: callbackQuerySchema,
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    access: 'authenticated',
    summary: 'Usuário da sessão atual',
    tag: 'auth',
    response: currentUserSchema,
  },
  logout: {
    method: 'GET',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Encerra a sessão atual',
    tag: 'auth',
  },
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
  auditLogs: {
    method: 'GET',
    path: '/api/audit/logs',
    access: 'view_audit',
    summary: 'Registro de auditoria, paginado, com busca e filtro por tipo',
    tag: 'auditoria',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  dashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'view_dashboard',
    summary: 'Números, atividade recente e estado do sistema',
    tag: 'dashboard',
    response: dashboardSchema,
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

export type EndpointId = keyof typeof endpoints;
