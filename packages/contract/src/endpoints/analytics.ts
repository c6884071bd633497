import { analyticsQuerySchema, communityAnalyticsSchema } from '../api/analytics';
import { analyticsRoutes } from './analytics-routes';
import { defineEndpoints } from './define';

export const analyticsEndpoints = defineEndpoints(analyticsRoutes, {
  communityAnalytics: {
    summary:
      'Os gráficos da comunidade no período (7, 30 ou 90 dias, ou datas): solicitações e funil até o jogo, calls por dia e por hora, loja, conexões ao jogo e blacklist por mês',
    tag: 'comunidade',
    query: analyticsQuerySchema,
    response: communityAnalyticsSchema,
  },
  exportCommunityAnalytics: {
    summary:
      'As séries por dia dos gráficos da comunidade em CSV (separador ;, vírgula decimal, datas dd/mm/aaaa)',
    tag: 'comunidade',
    query: analyticsQuerySchema,
  },
});
