import {
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryParamsSchema,
  deliveryCountSchema,
  retryAllDeliveriesSchema,
  deliverySchema,
  discardAllDeliveriesSchema,
  discardDeliverySchema,
  ownDeliveryFailuresSchema,
} from '../api/deliveries';
import { defineEndpoints } from './define';
import { deliveriesRoutes } from './deliveries-routes';

export const deliveriesEndpoints = defineEndpoints(deliveriesRoutes, {
  ownDeliveryFailures: {
    summary: 'Entregas ao Discord das ações do próprio membro da equipe que falharam (7 dias)',
    tag: 'deliveries',
    response: ownDeliveryFailuresSchema,
  },
  listDeliveries: {
    paged: true,
    summary: 'Entregas ao Discord (fila), mais recentes primeiro, por estado, tipo e membro',
    tag: 'deliveries',
    query: deliveryListQuerySchema,
    response: deliveryListSchema,
  },
  getDelivery: {
    summary: 'Uma entrega e o seu estado',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    response: deliverySchema,
  },
  retryDelivery: {
    summary: 'Tenta de novo uma entrega que falhou ou ficou sem configuração',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    response: deliverySchema,
  },
  retryAllDeliveries: {
    summary:
      'Tenta de novo todas as entregas do filtro que podem dar certo (não as de alvo apagado)',
    tag: 'deliveries',
    body: retryAllDeliveriesSchema,
    response: deliveryCountSchema,
  },
  discardAllDeliveries: {
    summary: 'Descarta todas as entregas do filtro que ainda esperam solução, com o motivo',
    tag: 'deliveries',
    body: discardAllDeliveriesSchema,
    response: deliveryCountSchema,
  },
  discardDelivery: {
    summary: 'Descarta uma entrega pendente de solução, com o motivo',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    body: discardDeliverySchema,
    response: deliverySchema,
  },
});
