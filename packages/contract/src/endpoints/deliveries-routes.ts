import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `deliveries.ts` adds the rest. */
export const deliveriesRoutes = {
  ownDeliveryFailures: {
    method: 'GET',
    path: '/api/me/delivery-failures',
    access: 'staff',
  },
  listDeliveries: {
    method: 'GET',
    path: '/api/bot-settings/deliveries',
    access: 'view_bot_settings',
  },
  getDelivery: {
    method: 'GET',
    path: '/api/bot-settings/deliveries/:id',
    access: 'view_bot_settings',
  },
  retryDelivery: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/:id/retry',
    access: 'manage_bot_settings',
  },
  retryAllDeliveries: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/retry-all',
    access: 'manage_bot_settings',
  },
  discardAllDeliveries: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/discard-all',
    access: 'manage_bot_settings',
  },
  discardDelivery: {
    method: 'POST',
    path: '/api/bot-settings/deliveries/:id/discard',
    access: 'manage_bot_settings',
  },
} as const satisfies Record<string, EndpointRoute>;
