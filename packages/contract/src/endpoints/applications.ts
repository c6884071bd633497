import {
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationSchema,
  approveApplicationBodySchema,
  decisionDeliveriesSchema,
  myApplicationListSchema,
  myApplicationSchema,
  myWhitelistSchema,
  rejectApplicationBodySchema,
  revokeWhitelistBodySchema,
  submitInsertionBodySchema,
  submitWhitelistBodySchema,
  undoDecisionBodySchema,
} from '../api/applications';
import {
  bulkApproveBodySchema,
  bulkDecisionResultSchema,
  bulkRejectBodySchema,
} from '../api/bulk-decisions';
import { applicationParamsSchema, memberHistorySchema } from '../api/member-history';
import { defineEndpoints } from './define';
import { applicationsRoutes } from './applications-routes';

/** Staff review both kinds (whitelist and insertion) at their own paths; members send and read theirs. */
export const applicationsEndpoints = defineEndpoints(applicationsRoutes, {
  listAllowlists: {
    paged: true,
    summary: 'Lista paginada (whitelist), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'allowlists',
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveAllowlist: {
    summary: 'Aprova a whitelist pendente do membro',
    tag: 'allowlists',
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectAllowlist: {
    summary: 'Reprova a whitelist pendente do membro, com motivo opcional',
    tag: 'allowlists',
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  undoAllowlistDecision: {
    summary:
      'Desfaz a decisão que o próprio membro da equipe acabou de tomar, antes que chegue ao Discord',
    tag: 'allowlists',
    body: undoDecisionBodySchema,
    response: applicationSchema,
  },
  revokeAllowlist: {
    summary:
      'Revoga uma whitelist aprovada: tira o cargo, grava no banco do jogo e avisa o membro (desfazível)',
    tag: 'allowlists',
    body: revokeWhitelistBodySchema,
    response: applicationSchema,
  },
  approveManyAllowlists: {
    summary: 'Aprova várias whitelists pendentes, cada uma por si (uma falha não para as outras)',
    tag: 'allowlists',
    body: bulkApproveBodySchema,
    response: bulkDecisionResultSchema,
  },
  rejectManyAllowlists: {
    summary: 'Reprova várias whitelists pendentes com o mesmo motivo, cada uma por si',
    tag: 'allowlists',
    body: bulkRejectBodySchema,
    response: bulkDecisionResultSchema,
  },
  exportAllowlists: {
    summary: 'Exporta em CSV a lista filtrada (whitelist), todas as páginas',
    tag: 'allowlists',
    query: applicationExportQuerySchema,
  },
  allowlistDecisionDeliveries: {
    summary: 'O que a decisão pediu ao Discord e como foi cada entrega',
    tag: 'allowlists',
    params: applicationParamsSchema,
    response: decisionDeliveriesSchema,
  },
  allowlistHistory: {
    summary: 'Histórico do membro da solicitação: outras inscrições, tickets e blacklist',
    tag: 'allowlists',
    params: applicationParamsSchema,
    response: memberHistorySchema,
  },
  listInsertions: {
    paged: true,
    summary: 'Lista paginada (inscrição), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'inscricoes',
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveInsertion: {
    summary: 'Aprova a inscrição pendente do membro',
    tag: 'inscricoes',
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectInsertion: {
    summary: 'Reprova a inscrição pendente do membro, com motivo opcional',
    tag: 'inscricoes',
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  undoInsertionDecision: {
    summary:
      'Desfaz a decisão que o próprio membro da equipe acabou de tomar, antes que chegue ao Discord',
    tag: 'inscricoes',
    body: undoDecisionBodySchema,
    response: applicationSchema,
  },
  approveManyInsertions: {
    summary: 'Aprova várias inscrições pendentes, cada uma por si (uma falha não para as outras)',
    tag: 'inscricoes',
    body: bulkApproveBodySchema,
    response: bulkDecisionResultSchema,
  },
  rejectManyInsertions: {
    summary: 'Reprova várias inscrições pendentes com o mesmo motivo, cada uma por si',
    tag: 'inscricoes',
    body: bulkRejectBodySchema,
    response: bulkDecisionResultSchema,
  },
  exportInsertions: {
    summary: 'Exporta em CSV a lista filtrada (inscrição), todas as páginas',
    tag: 'inscricoes',
    query: applicationExportQuerySchema,
  },
  insertionDecisionDeliveries: {
    summary: 'O que a decisão pediu ao Discord e como foi cada entrega',
    tag: 'inscricoes',
    params: applicationParamsSchema,
    response: decisionDeliveriesSchema,
  },
  insertionHistory: {
    summary: 'Histórico do membro da inscrição: outras inscrições, tickets e blacklist',
    tag: 'inscricoes',
    params: applicationParamsSchema,
    response: memberHistorySchema,
  },
  submitWhitelist: {
    summary: 'Envia a solicitação de whitelist do membro (fica pendente)',
    tag: 'formularios',
    body: submitWhitelistBodySchema,
    response: myApplicationSchema,
  },
  submitInsertion: {
    summary: 'Envia a inscrição do membro para um cargo (fica pendente)',
    tag: 'formularios',
    body: submitInsertionBodySchema,
    response: myApplicationSchema,
  },
  myApplications: {
    summary: 'Solicitações do próprio membro, mais recentes primeiro',
    tag: 'formularios',
    response: myApplicationListSchema,
  },
  myWhitelist: {
    summary:
      'A whitelist do próprio membro: se pode enviar, pendente, aprovada ou em espera após reprovação',
    tag: 'formularios',
    response: myWhitelistSchema,
  },
});
