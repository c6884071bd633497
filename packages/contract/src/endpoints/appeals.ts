import {
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationSchema,
  approveApplicationBodySchema,
  decisionDeliveriesSchema,
  rejectApplicationBodySchema,
  undoDecisionBodySchema,
} from '../api/applications';
import {
  appealLimitsSchema,
  myAppealSchema,
  myAppealsSchema,
  submitAppealBodySchema,
  updateAppealLimitsBodySchema,
} from '../api/appeals';
import {
  bulkApproveBodySchema,
  bulkDecisionResultSchema,
  bulkRejectBodySchema,
} from '../api/bulk-decisions';
import { formStatusSchema, updateFormStatusBodySchema } from '../api/forms';
import { applicationParamsSchema, memberHistorySchema } from '../api/member-history';
import {
  rejectionReasonBodySchema,
  rejectionReasonListSchema,
  rejectionReasonParamsSchema,
  rejectionReasonSchema,
} from '../api/rejection-reasons';
import { defineEndpoints } from './define';
import { appealsRoutes } from './appeals-routes';

/** Appeals: the same review as the other forms, and the member's side. */
export const appealsEndpoints = defineEndpoints(appealsRoutes, {
  listAppeals: {
    paged: true,
    summary: 'Lista paginada de apelações, pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'apelacoes',
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveAppeal: {
    summary:
      'Aprova a apelação pendente: tira o membro da blacklist ou aprova a whitelist reprovada',
    tag: 'apelacoes',
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectAppeal: {
    summary:
      'Reprova a apelação pendente, com motivo opcional; a espera para apelar de novo começa',
    tag: 'apelacoes',
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  undoAppealDecision: {
    summary:
      'Desfaz a decisão que o próprio membro da equipe acabou de tomar, antes que chegue ao Discord',
    tag: 'apelacoes',
    body: undoDecisionBodySchema,
    response: applicationSchema,
  },
  approveManyAppeals: {
    summary: 'Aprova várias apelações pendentes, cada uma por si (uma falha não para as outras)',
    tag: 'apelacoes',
    body: bulkApproveBodySchema,
    response: bulkDecisionResultSchema,
  },
  rejectManyAppeals: {
    summary: 'Reprova várias apelações pendentes com o mesmo motivo, cada uma por si',
    tag: 'apelacoes',
    body: bulkRejectBodySchema,
    response: bulkDecisionResultSchema,
  },
  exportAppeals: {
    summary: 'Exporta em CSV a lista filtrada de apelações, todas as páginas',
    tag: 'apelacoes',
    query: applicationExportQuerySchema,
  },
  appealDecisionDeliveries: {
    summary: 'O que a decisão pediu ao Discord e ao jogo e como foi cada entrega',
    tag: 'apelacoes',
    params: applicationParamsSchema,
    response: decisionDeliveriesSchema,
  },
  appealHistory: {
    summary: 'Histórico do membro da apelação: outras inscrições, tickets e blacklist',
    tag: 'apelacoes',
    params: applicationParamsSchema,
    response: memberHistorySchema,
  },
  listAppealReasons: {
    summary: 'Motivos de reprovação prontos das apelações',
    tag: 'apelacoes',
    response: rejectionReasonListSchema,
  },
  createAppealReason: {
    summary: 'Adiciona um motivo de reprovação pronto das apelações',
    tag: 'apelacoes',
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  updateAppealReason: {
    summary: 'Altera um motivo de reprovação pronto das apelações',
    tag: 'apelacoes',
    params: rejectionReasonParamsSchema,
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  deleteAppealReason: {
    summary: 'Remove um motivo de reprovação pronto das apelações',
    tag: 'apelacoes',
    params: rejectionReasonParamsSchema,
  },
  appealStatus: {
    summary: 'Situação das apelações: abertas, data de fechamento, descrição',
    tag: 'formularios',
    response: formStatusSchema,
  },
  updateAppealStatus: {
    summary: 'Abre ou fecha as apelações e define data de fechamento e descrição',
    tag: 'formularios',
    body: updateFormStatusBodySchema,
    response: formStatusSchema,
  },
  appealLimits: {
    summary: 'Limites das apelações: espera após uma reprovada e máximo por assunto',
    tag: 'formularios',
    response: appealLimitsSchema,
  },
  updateAppealLimits: {
    summary: 'Altera os limites das apelações',
    tag: 'formularios',
    body: updateAppealLimitsBodySchema,
    response: appealLimitsSchema,
  },
  submitAppeal: {
    summary:
      'Envia a apelação do membro sobre a blacklist ou a whitelist reprovada (fica pendente)',
    tag: 'formularios',
    body: submitAppealBodySchema,
    response: myAppealSchema,
  },
  myAppeals: {
    summary: 'O que o próprio membro pode contestar, e as apelações que já enviou',
    tag: 'formularios',
    response: myAppealsSchema,
  },
});
