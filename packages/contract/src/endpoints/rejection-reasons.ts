import {
  rejectionReasonBodySchema,
  rejectionReasonListSchema,
  rejectionReasonParamsSchema,
  rejectionReasonSchema,
} from '../api/rejection-reasons';
import { defineEndpoints } from './define';
import { rejectionReasonsRoutes } from './rejection-reasons-routes';

/** The canned rejection reasons of each form, read by its reviewers and kept by its deciders. */
export const rejectionReasonsEndpoints = defineEndpoints(rejectionReasonsRoutes, {
  listAllowlistReasons: {
    summary: 'Motivos de reprovação prontos da whitelist',
    tag: 'allowlists',
    response: rejectionReasonListSchema,
  },
  createAllowlistReason: {
    summary: 'Adiciona um motivo de reprovação pronto da whitelist',
    tag: 'allowlists',
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  updateAllowlistReason: {
    summary: 'Altera um motivo de reprovação pronto da whitelist',
    tag: 'allowlists',
    params: rejectionReasonParamsSchema,
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  deleteAllowlistReason: {
    summary: 'Exclui um motivo de reprovação pronto da whitelist',
    tag: 'allowlists',
    params: rejectionReasonParamsSchema,
  },
  listInsertionReasons: {
    summary: 'Motivos de reprovação prontos das inscrições',
    tag: 'inscricoes',
    response: rejectionReasonListSchema,
  },
  createInsertionReason: {
    summary: 'Adiciona um motivo de reprovação pronto das inscrições',
    tag: 'inscricoes',
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  updateInsertionReason: {
    summary: 'Altera um motivo de reprovação pronto das inscrições',
    tag: 'inscricoes',
    params: rejectionReasonParamsSchema,
    body: rejectionReasonBodySchema,
    response: rejectionReasonSchema,
  },
  deleteInsertionReason: {
    summary: 'Exclui um motivo de reprovação pronto das inscrições',
    tag: 'inscricoes',
    params: rejectionReasonParamsSchema,
  },
});
