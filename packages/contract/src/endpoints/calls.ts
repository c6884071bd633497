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
import { defineEndpoints } from './define';
import { callsRoutes } from './calls-routes';

export const callsEndpoints = defineEndpoints(callsRoutes, {
  connectedCalls: {
    paged: true,
    summary:
      'Membros em canais de voz agora, com o tempo em call, agrupados por canal na ordem do Discord, paginados, por canal e por nome',
    tag: 'calls',
    query: connectedCallsQuerySchema,
    response: connectedCallsSchema,
  },
  callRanking: {
    paged: true,
    summary:
      'O ranking de tempo em call do período (hoje, 7 dias, 30 dias, desde sempre), inteiro, paginado, do maior tempo ao menor',
    tag: 'calls',
    query: callRankingQuerySchema,
    response: callRankingSchema,
  },
  muteCall: {
    summary:
      'Muta ou desmuta o membro no Discord ({ muted }; sem corpo, alterna), após a resposta do Discord',
    tag: 'calls',
    params: callMemberParamsSchema,
    body: muteCallBodySchema,
    response: muteCallResultSchema,
  },
  removeFromCall: {
    summary: 'Desconecta o membro da call no Discord, após a resposta do Discord',
    tag: 'calls',
    params: callMemberParamsSchema,
  },
  myCallTime: {
    summary: 'O tempo em call do próprio membro (hoje, 7 dias, 30 dias) e a sua posição',
    tag: 'calls',
    response: myCallTimeSchema,
  },
  callRules: {
    summary: 'O que conta como tempo em call para os pontos',
    tag: 'calls',
    response: callRulesSchema,
  },
  updateCallRules: {
    summary: 'Altera as regras de contagem do tempo em call (vale a partir de agora)',
    tag: 'calls',
    body: updateCallRulesSchema,
    response: callRulesSchema,
  },
});
