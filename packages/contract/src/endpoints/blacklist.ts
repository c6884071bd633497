import {
  blacklistEntrySchema,
  blacklistEvidenceParamsSchema,
  blacklistEvidenceQuerySchema,
  blacklistListQuerySchema,
  blacklistListSchema,
  blacklistParamsSchema,
  createBlacklistFieldsSchema,
  removeBlacklistBodySchema,
} from '../api/blacklist';
import { discordInviteGuildSchema, discordInviteParamsSchema } from '../api/blacklist-invites';
import { defineEndpoints } from './define';
import { blacklistRoutes } from './blacklist-routes';

export const blacklistEndpoints = defineEndpoints(blacklistRoutes, {
  listBlacklist: {
    paged: true,
    summary: 'Entradas ativas da blacklist, mais recentes primeiro, filtradas por tipo e busca',
    tag: 'blacklist',
    query: blacklistListQuerySchema,
    response: blacklistListSchema,
  },
  createBlacklist: {
    summary:
      'Adiciona uma entrada (multipart/form-data: type, target, reason, expiresAt, evidences repetido, imagens de até 10 MiB)',
    tag: 'blacklist',
    form: { fields: createBlacklistFieldsSchema, files: 'evidences' },
    response: blacklistEntrySchema,
  },
  removeBlacklist: {
    summary: 'Remove uma entrada (mantida no histórico) e tira o cargo de blacklist do jogador',
    tag: 'blacklist',
    params: blacklistParamsSchema,
    body: removeBlacklistBodySchema,
  },
  blacklistEvidence: {
    summary: 'Arquivo de uma evidência, com o tipo detectado pelo conteúdo',
    tag: 'blacklist',
    params: blacklistEvidenceParamsSchema,
    query: blacklistEvidenceQuerySchema,
  },
  purgeBlacklistEvidence: {
    summary:
      'Apaga os arquivos de evidência de uma entrada removida (permissão própria, do administrador por padrão)',
    tag: 'blacklist',
    params: blacklistParamsSchema,
  },
  findDiscordInvite: {
    summary:
      'O servidor do Discord a que um convite leva (ID, nome, ícone, membros), para escolher o servidor a adicionar',
    tag: 'blacklist',
    params: discordInviteParamsSchema,
    response: discordInviteGuildSchema,
  },
});
