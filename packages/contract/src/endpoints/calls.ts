import {
  callMemberParamsSchema,
  callRulesSchema,
  updateCallRulesSchema,
  callRankingQuerySchema,
  callRankingSchema,
  connectedCallsQuerySchema,
  connectedCallsSchema,
  muteCallBodySchema,
  muteCallResultSchema,
  myCallTimeSchema,
} from '../api/calls';
import type { Endpoint } from './types';

export const callsEndpoints = {
  connectedCalls: {
    method: 'GET',
    path: '/api/calls/connected',
    access: 'manage_calls',
    summary:
      'Membros em canais de voz agora, com o tempo em call, agrupados por canal na ordem do Discord, paginados, por canal e por nome',
    tag: 'calls',
    query: connectedCallsQuerySchema,
    response: connectedCallsSchema,
  },
  callRanking: {
    method: 'GET',
    path: '/api/calls/ranking',
    access: 'manage_calls',
    summary: 'Membros com mais tempo em call no período (hoje, 7 dias, 30 dias, desde sempre)',
    tag: 'calls',
    query: callRankingQuerySchema,
    response: callRankingSchema,
  },
  muteCall: {
    method: 'PATCH',
    path: '/api/calls/:discordId/mute',
    access: 'manage_calls',
    summary:
      'Muta ou desmuta o membro no Discord ({ muted }; sem corpo, alterna), após a resposta do Discord',
    tag: 'calls',
    params: callMemberParamsSchema,
    body: muteCallBodySchema,
    response: muteCallResultSchema,
  },
  removeFromCall: {
    method: 'DELETE',
    path: '/api/calls/:discordId',
    access: 'manage_calls',
    summary: 'Desconecta o membro da call no Discord, após a resposta do Discord',
    tag: 'calls',
    params: callMemberParamsSchema,
  },
  myCallTime: {
    method: 'GET',
    path: '/api/me/calls',
    access: 'authenticated',
    summary: 'O tempo em call do próprio membro (hoje, 7 dias, 30 dias) e a sua posição',
    tag: 'calls',
    response: myCallTimeSchema,
  },
  callRules: {
    method: 'GET',
    path: '/api/bot-settings/call-rules',
    access: 'view_bot_settings',
    summary: 'O que conta como tempo em call para os pontos',
    tag: 'calls',
    response: callRulesSchema,
  },
  updateCallRules: {
    method: 'PATCH',
    path: '/api/bot-settings/call-rules',
    access: 'manage_bot_settings',
    summary: 'Altera as regras de contagem do tempo em call (vale a partir de agora)',
    tag: 'calls',
    body: updateCallRulesSchema,
    response: callRulesSchema,
  },
} as const satisfies Record<string, Endpoint>;
