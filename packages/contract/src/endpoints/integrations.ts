import {
  createIntegrationKeyBodySchema,
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
} from '../api/integrations';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookCreatedSchema,
  webhookParamsSchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
} from '../api/webhooks';
import { defineEndpoints } from './define';
import { integrationsRoutes } from './integrations-routes';

export const integrationsEndpoints = defineEndpoints(integrationsRoutes, {
  listIntegrationKeys: {
    summary: 'Lista as chaves de API das integrações, ativas, expiradas e revogadas',
    tag: 'integrations',
    response: integrationKeyListSchema,
  },
  createIntegrationKey: {
    summary: 'Cria uma chave de API; a chave é mostrada só nesta resposta',
    tag: 'integrations',
    body: createIntegrationKeyBodySchema,
    response: integrationKeyCreatedSchema,
  },
  revokeIntegrationKey: {
    summary: 'Revoga uma chave; ela deixa de valer na hora, em todos os processos',
    tag: 'integrations',
    params: integrationKeyParamsSchema,
  },
  listWebhooks: {
    summary: 'Lista os webhooks, com as entregas pendentes e falhas de cada um',
    tag: 'integrations',
    response: webhookSubscriptionListSchema,
  },
  createWebhook: {
    summary:
      'Cria um webhook (URL https, eventos); o segredo de assinatura é mostrado só nesta resposta',
    tag: 'integrations',
    body: createWebhookBodySchema,
    response: webhookCreatedSchema,
  },
  updateWebhook: {
    summary: 'Muda a URL ou os eventos de um webhook, ou o pausa e retoma',
    tag: 'integrations',
    params: webhookParamsSchema,
    body: updateWebhookBodySchema,
    response: webhookSubscriptionSchema,
  },
  deleteWebhook: {
    summary: 'Exclui um webhook e as entregas dele que ainda não saíram',
    tag: 'integrations',
    params: webhookParamsSchema,
  },
  testWebhook: {
    summary: 'Envia um evento de teste (webhook.test) ao webhook, na fila dele',
    tag: 'integrations',
    params: webhookParamsSchema,
    response: webhookSubscriptionSchema,
  },
});
