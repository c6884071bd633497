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
import { applicationReviewRoutes } from './application-review-routes';
import type { Endpoint } from './types';

/** Staff review both kinds (whitelist and insertion) at their own paths; members send and read theirs. */
export const applicationsEndpoints = {
  listAllowlists: {
    ...applicationReviewRoutes.listAllowlists,
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveAllowlist: {
    ...applicationReviewRoutes.approveAllowlist,
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectAllowlist: {
    ...applicationReviewRoutes.rejectAllowlist,
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  undoAllowlistDecision: {
    ...applicationReviewRoutes.undoAllowlistDecision,
    body: undoDecisionBodySchema,
    response: applicationSchema,
  },
  approveManyAllowlists: {
    ...applicationReviewRoutes.approveManyAllowlists,
    body: bulkApproveBodySchema,
    response: bulkDecisionResultSchema,
  },
  rejectManyAllowlists: {
    ...applicationReviewRoutes.rejectManyAllowlists,
    body: bulkRejectBodySchema,
    response: bulkDecisionResultSchema,
  },
  exportAllowlists: {
    ...applicationReviewRoutes.exportAllowlists,
    query: applicationExportQuerySchema,
  },
  allowlistDecisionDeliveries: {
    ...applicationReviewRoutes.allowlistDecisionDeliveries,
    params: applicationParamsSchema,
    response: decisionDeliveriesSchema,
  },
  allowlistHistory: {
    ...applicationReviewRoutes.allowlistHistory,
    params: applicationParamsSchema,
    response: memberHistorySchema,
  },
  listInsertions: {
    ...applicationReviewRoutes.listInsertions,
    query: applicationListQuerySchema,
    response: applicationListSchema,
  },
  approveInsertion: {
    ...applicationReviewRoutes.approveInsertion,
    body: approveApplicationBodySchema,
    response: applicationSchema,
  },
  rejectInsertion: {
    ...applicationReviewRoutes.rejectInsertion,
    body: rejectApplicationBodySchema,
    response: applicationSchema,
  },
  undoInsertionDecision: {
    ...applicationReviewRoutes.undoInsertionDecision,
    body: undoDecisionBodySchema,
    response: applicationSchema,
  },
  approveManyInsertions: {
    ...applicationReviewRoutes.approveManyInsertions,
    body: bulkApproveBodySchema,
    response: bulkDecisionResultSchema,
  },
  rejectManyInsertions: {
    ...applicationReviewRoutes.rejectManyInsertions,
    body: bulkRejectBodySchema,
    response: bulkDecisionResultSchema,
  },
  exportInsertions: {
    ...applicationReviewRoutes.exportInsertions,
    query: applicationExportQuerySchema,
  },
  insertionDecisionDeliveries: {
    ...applicationReviewRoutes.insertionDecisionDeliveries,
    params: applicationParamsSchema,
    response: decisionDeliveriesSchema,
  },
  insertionHistory: {
    ...applicationReviewRoutes.insertionHistory,
    params: applicationParamsSchema,
    response: memberHistorySchema,
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
  myWhitelist: {
    method: 'GET',
    path: '/api/me/whitelist',
    access: 'authenticated',
    summary:
      'A whitelist do próprio membro: se pode enviar, pendente, aprovada ou em espera após reprovação',
    tag: 'formularios',
    response: myWhitelistSchema,
  },
} as const satisfies Record<string, Endpoint>;
