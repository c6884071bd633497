import {
  blacklistEntrySchema,
  blacklistEvidenceParamsSchema,
  blacklistEvidenceQuerySchema,
  blacklistListQuerySchema,
  blacklistListSchema,
  blacklistParamsSchema,
  removeBlacklistBodySchema,
} from '../api/blacklist';
import type { Endpoint } from './types';

export const blacklistEndpoints = {
  listBlacklist: {
    method: 'GET',
    path: '/api/blacklist',
    access: 'view_blacklist',
    summary: 'Entradas ativas da blacklist, mais recentes primeiro, filtradas por tipo e busca',
    tag: 'blacklist',
    query: blacklistListQuerySchema,
    response: blacklistListSchema,
  },
  createBlacklist: {
    method: 'POST',
    path: '/api/blacklist',
    access: 'manage_blacklist',
    summary:
      'Adiciona uma entrada (multipart/form-data: type, target, reason, expiresAt, evidences repetido, imagens de até 10 MiB)',
    tag: 'blacklist',
    response: blacklistEntrySchema,
  },
  removeBlacklist: {
    method: 'DELETE',
    path: '/api/blacklist/:id',
    access: 'manage_blacklist',
    summary: 'Remove uma entrada (mantida no histórico) e tira o cargo de blacklist do jogador',
    tag: 'blacklist',
    params: blacklistParamsSchema,
    body: removeBlacklistBodySchema,
  },
  blacklistEvidence: {
    method: 'GET',
    path: '/api/blacklist/evidence/:evidenceId',
    access: 'view_blacklist',
    summary: 'Arquivo de uma evidência, com o tipo detectado pelo conteúdo',
    tag: 'blacklist',
    params: blacklistEvidenceParamsSchema,
    query: blacklistEvidenceQuerySchema,
  },
  purgeBlacklistEvidence: {
    method: 'DELETE',
    path: '/api/blacklist/:id/evidences',
    access: 'manage_blacklist',
    summary: 'Apaga os arquivos de evidência de uma entrada removida (somente administradores)',
    tag: 'blacklist',
    params: blacklistParamsSchema,
  },
} as const satisfies Record<string, Endpoint>;
