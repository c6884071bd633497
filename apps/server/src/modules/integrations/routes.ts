import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './service/keys';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  testWebhook,
  updateWebhook,
  type WebhookSettings,
} from './service/webhooks';

export function registerIntegrationRoutes(
  app: FastifyInstance,
  deps: { db: Database; webhooks: WebhookSettings },
): void {
  const { db, webhooks } = deps;
  addEndpoint(app, endpoints.listIntegrationKeys, () => listIntegrationKeys(db));
  addEndpoint(
    app,
    endpoints.createIntegrationKey,
    async (request, reply) => {
      const created = await createIntegrationKey(
        db,
        request.body,
        requireAuth(request),
        auditContextOf(request),
      );
      return reply.status(201).send(created);
    },
    { successStatus: 201 },
  );
  addEndpoint(app, endpoints.revokeIntegrationKey, async (request, reply) => {
    await revokeIntegrationKey(db, Number(request.params.id), auditContextOf(request));
    return reply.status(204).send();
  });

  addEndpoint(app, endpoints.listWebhooks, () => listWebhooks(db));
  addEndpoint(
    app,
    endpoints.createWebhook,
    async (request, reply) => {
      const created = await createWebhook(db, request.body, webhooks, auditContextOf(request));
      return reply.status(201).send(created);
    },
    { successStatus: 201 },
  );
  addEndpoint(app, endpoints.updateWebhook, (request) =>
    updateWebhook(db, Number(request.params.id), request.body, webhooks, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.deleteWebhook, async (request, reply) => {
    await deleteWebhook(db, Number(request.params.id), auditContextOf(request));
    return reply.status(204).send();
  });
  addEndpoint(app, endpoints.testWebhook, (request) =>
    testWebhook(db, Number(request.params.id), auditContextOf(request)),
  );
}
