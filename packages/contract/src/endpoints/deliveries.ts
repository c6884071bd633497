import {
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryParamsSchema,
  deliverySchema,
  discardDeliverySchema,
  retryFailedDeliveriesResultSchema,
  retryFailedDeliveriesSchema,
} from '../api/deliveries';
import type { Endpoint } from './types';

export const deliveriesEndpoints = {
  listDeliveries: {
    method: 'GET',
    path: '/api/bot-settings/deliveries',
    access: 'view_bot_settings',
    summary: 'Entregas ao Discord (fila), mais recentes primeiro, por estado, tipo e membro',
    tag: 'deliveries',
    query: deliveryListQuerySchema,
    response: deliveryListSchema,
  },
  getDelivery: {
    method: 'GET',
    path: '/api/bot-settings/deliveries/:id',
    access: 'view_bot_settings',
    summary: 'Uma entrega e o seu estado',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    response: deliverySchema,
  },
  retryDelivery: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/:id/retry',
    access: 'manage_bot_settings',
    summary: 'Tenta de novo uma entrega que falhou ou ficou sem configuração',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    response: deliverySchema,
  },
  retryFailedDeliveries: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/retry-failed',
    access: 'manage_bot_settings',
    summary: 'Tenta de novo todas as entregas que falharam de um tipo',
    tag: 'deliveries',
    body: retryFailedDeliveriesSchema,
    response: retryFailedDeliveriesResultSchema,
  },
  discardDelivery: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/:id/discard',
    access: 'manage_bot_settings',
    summary: 'Descarta uma entrega pendente de solução, com o motivo',
    tag: 'deliveries',
    params: deliveryParamsSchema,
    body: discardDeliverySchema,
    response: deliverySchema,
  },
} as const satisfies Record<string, Endpoint>;
