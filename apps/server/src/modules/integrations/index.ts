export { webhookDelivery, type WebhookDeliveryOptions } from './webhook-delivery';
