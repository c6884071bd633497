import {
  createIntegrationKeyBodySchema,
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
} from '../api/integrations';
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
});
