export { integrationKeys, type IntegrationCaller, type IntegrationKeys } from './key-auth';
export { registerIntegrationRoutes } from './routes';
export { webhookDelivery, type WebhookDeliveryOptions } from './webhook-delivery';
export { queueWebhookEvent, queueWebhookEvents, webhookActor } from './service/events';
export { webhookPausedHooks } from './service/paused';
