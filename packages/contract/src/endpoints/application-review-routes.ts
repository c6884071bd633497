import type { Endpoint } from './types';

/**
 * The staff review endpoints without their schemas. This module imports no zod, so the review
 * pages draw their first screen before the schemas load; `applications.ts` adds them.
 */
export const applicationReviewRoutes = {
  listAllowlists: {
    method: 'GET',
    path: '/api/allowlists',
    access: 'view_allowlists',
    summary: 'Lista paginada (whitelist), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'allowlists',
  },
  approveAllowlist: {
    method: 'POST',
    path: '/api/allowlists/approve',
    access: 'manage_allowlists',
    summary: 'Aprova a whitelist pendente do membro',
    tag: 'allowlists',
  },
  rejectAllowlist: {
    method: 'POST',
    path: '/api/allowlists/reject',
    access: 'manage_allowlists',
    summary: 'Reprova a whitelist pendente do membro, com motivo opcional',
    tag: 'allowlists',
  },
  undoAllowlistDecision: {
    method: 'POST',
    path: '/api/allowlists/undo',
    access: 'manage_allowlists',
    summary:
      'Desfaz a decisão que o próprio membro da equipe acabou de tomar, antes que chegue ao Discord',
    tag: 'allowlists',
  },
  approveManyAllowlists: {
    method: 'POST',
    path: '/api/allowlists/approve-many',
    access: 'manage_allowlists',
    summary: 'Aprova várias whitelists pendentes, cada uma por si (uma falha não para as outras)',
    tag: 'allowlists',
  },
  rejectManyAllowlists: {
    method: 'POST',
    path: '/api/allowlists/reject-many',
    access: 'manage_allowlists',
    summary: 'Reprova várias whitelists pendentes com o mesmo motivo, cada uma por si',
    tag: 'allowlists',
  },
  exportAllowlists: {
    method: 'GET',
    path: '/api/allowlists/export.csv',
    access: 'view_allowlists',
    summary: 'Exporta em CSV a lista filtrada (whitelist), todas as páginas',
    tag: 'allowlists',
  },
  allowlistDecisionDeliveries: {
    method: 'GET',
    path: '/api/allowlists/:id/deliveries',
    access: 'view_allowlists',
    summary: 'O que a decisão pediu ao Discord e como foi cada entrega',
    tag: 'allowlists',
  },
  allowlistHistory: {
    method: 'GET',
    path: '/api/allowlists/:id/history',
    access: 'view_allowlists',
    summary: 'Histórico do membro da solicitação: outras inscrições, tickets e blacklist',
    tag: 'allowlists',
  },
  listInsertions: {
    method: 'GET',
    path: '/api/insertions',
    access: 'view_insertions',
    summary: 'Lista paginada (inscrição), pendentes por padrão; total no cabeçalho X-Total-Count',
    tag: 'inscricoes',
  },
  approveInsertion: {
    method: 'POST',
    path: '/api/insertions/approve',
    access: 'manage_insertions',
    summary: 'Aprova a inscrição pendente do membro',
    tag: 'inscricoes',
  },
  rejectInsertion: {
    method: 'POST',
    path: '/api/insertions/reject',
    access: 'manage_insertions',
    summary: 'Reprova a inscrição pendente do membro, com motivo opcional',
    tag: 'inscricoes',
  },
  undoInsertionDecision: {
    method: 'POST',
    path: '/api/insertions/undo',
    access: 'manage_insertions',
    summary:
      'Desfaz a decisão que o próprio membro da equipe acabou de tomar, antes que chegue ao Discord',
    tag: 'inscricoes',
  },
  approveManyInsertions: {
    method: 'POST',
    path: '/api/insertions/approve-many',
    access: 'manage_insertions',
    summary: 'Aprova várias inscrições pendentes, cada uma por si (uma falha não para as outras)',
    tag: 'inscricoes',
  },
  rejectManyInsertions: {
    method: 'POST',
    path: '/api/insertions/reject-many',
    access: 'manage_insertions',
    summary: 'Reprova várias inscrições pendentes com o mesmo motivo, cada uma por si',
    tag: 'inscricoes',
  },
  exportInsertions: {
    method: 'GET',
    path: '/api/insertions/export.csv',
    access: 'view_insertions',
    summary: 'Exporta em CSV a lista filtrada (inscrição), todas as páginas',
    tag: 'inscricoes',
  },
  insertionDecisionDeliveries: {
    method: 'GET',
    path: '/api/insertions/:id/deliveries',
    access: 'view_insertions',
    summary: 'O que a decisão pediu ao Discord e como foi cada entrega',
    tag: 'inscricoes',
  },
  insertionHistory: {
    method: 'GET',
    path: '/api/insertions/:id/history',
    access: 'view_insertions',
    summary: 'Histórico do membro da inscrição: outras inscrições, tickets e blacklist',
    tag: 'inscricoes',
  },
} as const satisfies Record<string, Endpoint>;
