import { z } from 'zod';
import { rowIdSchema } from './common';
import { webhookEventTypes, type WebhookEventType } from './webhook-events';

export * from './webhook-events';

const eventEnum = z.enum(webhookEventTypes as [WebhookEventType, ...WebhookEventType[]]);

/** A subscription as the list shows it: never its secret. */
export const webhookSubscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(eventEnum),
  createdByName: z.string(),
  createdAt: z.string(),
  pausedAt: z.string().nullable(),
  pauseReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** Deliveries waiting or being retried, and those that failed for good. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
export const webhookSubscriptionListSchema = z.array(webhookSubscriptionSchema);

export const webhookNameMax = 60;
export const webhookUrlMax = 2000;

const urlSchema = z
  .string({ error: 'Informe a URL do webhook.' })
  .trim()
  .max(webhookUrlMax, `A URL pode ter no máximo ${webhookUrlMax} caracteres.`)
  .refine((value) => URL.canParse(value), 'URL inválida: use o endereço completo, com https://.')
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  }, 'A URL precisa começar com https://.')
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'A URL não pode ter usuário e senha: o painel assina cada entrega.');

const eventsSchema = z
  .array(eventEnum, { error: 'Escolha os eventos do webhook.' })
  .min(1, 'Escolha pelo menos um evento.')
  .refine((events) => new Set(events).size === events.length, 'Evento repetido.');

export const createWebhookBodySchema = z.strictObject({
  name: z
    .string({ error: 'Informe o nome do webhook.' })
    .trim()
    .min(2, 'O nome precisa de pelo menos 2 caracteres.')
    .max(webhookNameMax, `O nome pode ter no máximo ${webhookNameMax} caracteres.`),
  url: urlSchema,
  events: eventsSchema,
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .strictObject({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    /** `false` resumes a paused subscription, its failed delivery sent again first. */
    paused: z.boolean({ error: 'Use true ou false para pausar.' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nada para mudar.');
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/** The new subscription and its secret, answered once: signing needs it, so it is kept sealed. */
export const webhookCreatedSchema = z.object({
  subscription: webhookSubscriptionSchema,
  secret: z.string(),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookParamsSchema = z.object({ id: rowIdSchema });
