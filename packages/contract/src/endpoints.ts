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
import {
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationSchema,
  approveApplicationBodySchema,
  myApplicationListSchema,
  myApplicationSchema,
  rejectApplicationBodySchema,
  submitInsertionBodySchema,
  submitWhitelistBodySchema,
} from './api/applications';
import {
  createQuestionBodySchema,
  formParamsSchema,
  formStatusSchema,
  publicFormSchema,
  questionListQuerySchema,
  questionListSchema,
  questionParamsSchema,
  questionSchema,
  reorderQuestionsBodySchema,
  updateFormStatusBodySchema,
  updateQuestionBodySchema,
} from './api/forms';
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
  listAllowlists: {
    method: 'GET',
    path: '/api/allowlists',
    access: 'view_allowlists',
    summary: 'Lista paginada (whitelist), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'allowlists',
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveAllowlist: {
    method: 'POST',
    path: '/api/allowlists/approve',
    access: 'manage_allowlists',
    summary: 'Aprova a whitelist pendente do membro',
    tag: 'allowlists',
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectAllowlist: {
    method: 'POST',
    path: '/api/allowlists/reject',
    access: 'manage_allowlists',
    summary: 'Reprova a whitelist pendente do membro, com motivo opcional',
    tag: 'allowlists',
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  exportAllowlists: {
    method: 'GET',
    path: '/api/allowlists/export.csv',
    access: 'view_allowlists',
    summary: 'Exporta em CSV a lista filtrada (whitelist), todas as páginas',
    tag: 'allowlists',
    query: applicationExportQuerySchema,
  },
  listInsertions: {
    method: 'GET',
    path: '/api/insertions',
    access: 'view_insertions',
    summary: 'Lista paginada (inscrição), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'inscricoes',
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveInsertion: {
    method: 'POST',
    path: '/api/insertions/approve',
    access: 'manage_insertions',
    summary: 'Aprova a inscrição pendente do membro',
    tag: 'inscricoes',
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectInsertion: {
    method: 'POST',
    path: '/api/insertions/reject',
    access: 'manage_insertions',
    summary: 'Reprova a inscrição pendente do membro, com motivo opcional',
    tag: 'inscricoes',
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  exportInsertions: {
    method: 'GET',
    path: '/api/insertions/export.csv',
    access: 'view_insertions',
    summary: 'Exporta em CSV a lista filtrada (inscrição), todas as páginas',
    tag: 'inscricoes',
    query: applicationExportQuerySchema,
  },
  submitWhitelist: {
    method: 'POST',
    path: '/api/forms/whitelist/applications',
    access: 'authenticated',
    summary: 'Envia a solicitação de whitelist do membro (fica pendente)',
    tag: 'formularios',
    body: submitWhitelistBodySchema,
    response: myApplicationSchema,
  },
  submitInsertion: {
    method: 'POST',
    path: '/api/forms/insertion/applications',
    access: 'authenticated',
    summary: 'Envia a inscrição do membro para um cargo (fica pendente)',
    tag: 'formularios',
    body: submitInsertionBodySchema,
    response: myApplicationSchema,
  },
  myApplications: {
    method: 'GET',
    path: '/api/me/applications',
    access: 'authenticated',
    summary: 'Solicitações do próprio membro, mais recentes primeiro',
    tag: 'formularios',
    response: myApplicationListSchema,
  },
  publicForm: {
    method: 'GET',
    path: '/api/forms/:formType',
    access: 'public',
    summary: 'Situação e perguntas de um formulário, para as páginas públicas',
    tag: 'formularios',
    params: formParamsSchema,
    response: publicFormSchema,
  },
  listQuestions: {
    method: 'GET',
    path: '/api/whitelist-questions',
    access: 'view_allowlists_questions',
    summary: 'Perguntas dos dois formulários (ou de um), na ordem de cada formulário',
    tag: 'formularios',
    query: questionListQuerySchema,
    response: questionListSchema,
  },
  createQuestion: {
    method: 'POST',
    path: '/api/whitelist-questions',
    access: 'manage_allowlists_questions',
    summary: 'Cria uma pergunta no fim do formulário',
    tag: 'formularios',
    body: createQuestionBodySchema,
    response: questionSchema,
  },
  reorderQuestions: {
    method: 'PUT',
    path: '/api/whitelist-questions/order',
    access: 'manage_allowlists_questions',
    summary: 'Reordena as perguntas de um formulário (a lista completa de IDs, na nova ordem)',
    tag: 'formularios',
    body: reorderQuestionsBodySchema,
    response: questionListSchema,
  },
  updateQuestion: {
    method: 'PATCH',
    path: '/api/whitelist-questions/:id',
    access: 'manage_allowlists_questions',
    summary: 'Altera uma pergunta',
    tag: 'formularios',
    params: questionParamsSchema,
    body: updateQuestionBodySchema,
    response: questionSchema,
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/api/whitelist-questions/:id',
    access: 'manage_allowlists_questions',
    summary: 'Remove uma pergunta (as respostas já enviadas continuam guardadas)',
    tag: 'formularios',
    params: questionParamsSchema,
  },
  whitelistStatus: {
    method: 'GET',
    path: '/api/whitelist-status',
    access: 'public',
    summary: 'Situação das inscrições (whitelist): aberta, data de fechamento, descrição',
    tag: 'formularios',
    response: formStatusSchema,
  },
  updateWhitelistStatus: {
    method: 'POST',
    path: '/api/whitelist-status',
    access: 'manage_allowlists_questions',
    summary: 'Abre ou fecha as inscrições (whitelist) e define data de fechamento e descrição',
    tag: 'formularios',
    body: updateFormStatusBodySchema,
    response: formStatusSchema,
  },
  insertionStatus: {
    method: 'GET',
    path: '/api/insertion-status',
    access: 'public',
    summary:
      'Situação das inscrições (inscrições para cargos): aberta, data de fechamento, descrição',
    tag: 'formularios',
    response: formStatusSchema,
  },
  updateInsertionStatus: {
    method: 'POST',
    path: '/api/insertion-status',
    access: 'manage_allowlists_questions',
    summary:
      'Abre ou fecha as inscrições (inscrições para cargos) e define data de fechamento e descrição',
    tag: 'formularios',
    body: updateFormStatusBodySchema,
    response: formStatusSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
