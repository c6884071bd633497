import type { EndpointRoute } from './define';

/** Each endpoint's method, path and access, without zod; `integrations.ts` adds the rest. */
export const integrationsRoutes = {
  listIntegrationKeys: {
    method: 'GET',
    path: '/api/integrations/keys',
    access: 'view_integrations',
  },
  createIntegrationKey: {
    method: 'POST',
    path: '/api/integrations/keys',
    access: 'manage_integrations',
  },
  revokeIntegrationKey: {
    method: 'DELETE',
    path: '/api/integrations/keys/:id',
    access: 'manage_integrations',
  },
  listWebhooks: {
    method: 'GET',
    path: '/api/integrations/webhooks',
    access: 'view_integrations',
  },
  createWebhook: {
    method: 'POST',
    path: '/api/integrations/webhooks',
    access: 'manage_integrations',
  },
  updateWebhook: {
    method: 'PATCH',
    path: '/api/integrations/webhooks/:id',
    access: 'manage_integrations',
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/integrations/webhooks/:id',
    access: 'manage_integrations',
  },
  testWebhook: {
    method: 'POST',
    path: '/api/integrations/webhooks/:id/test',
    access: 'manage_integrations',
  },
} as const satisfies Record<string, EndpointRoute>;
