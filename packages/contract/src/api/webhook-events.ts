import { z } from 'zod';

/**
 * The events the panel posts to webhook subscriptions (docs/decisions/2026-12-05-integrations.md):
 * each body is `{ type, timestamp, version, data }` as Standard Webhooks describes it, `data`
 * being the type's schema below. `version` changes only when a type's `data` loses or changes a
 * field; new fields may appear at any time.
 */
export const webhookEventVersion = 1;

const member = z.object({ discordId: z.string(), name: z.string().nullable() });
const actor = z.object({ discordId: z.string().nullable(), name: z.string() });

const application = z.object({
  id: z.string(),
  form: z.enum(['whitelist', 'insertion', 'appeal']),
  status: z.enum(['pending', 'approved', 'rejected']),
  member,
  createdAt: z.string(),
});

const blacklistEntry = z.object({
  id: z.string(),
  type: z.string(),
  target: z.string(),
  reason: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

const purchase = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  member,
  points: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

const shift = z.object({
  id: z.string(),
  staff: member,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const webhookEventSchemas = {
  'application.submitted': z.object({ application }),
  'application.decided': z.object({
    application,
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    decidedBy: actor,
  }),
  'application.undone': z.object({ application, undoneBy: actor }),
  'blacklist.added': z.object({ entry: blacklistEntry, addedBy: actor }),
  'blacklist.lifted': z.object({
    entry: blacklistEntry,
    reason: z.string().nullable(),
    liftedBy: actor,
  }),
  'appeal.decided': z.object({
    application,
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    decidedBy: actor,
  }),
  'purchase.made': z.object({ purchase }),
  'purchase.delivered': z.object({ purchase }),
  'purchase.refunded': z.object({ purchase, reason: z.string().nullable() }),
  'member.joined': z.object({ member }),
  'member.left': z.object({ member }),
  'game.join_refused': z.object({
    server: z.object({ id: z.string(), name: z.string() }),
    member: member.nullable(),
    playerName: z.string(),
    reason: z.string(),
  }),
  'duty.started': z.object({ shift }),
  'duty.ended': z.object({ shift }),
} as const;

export type WebhookEventType = keyof typeof webhookEventSchemas;
export const webhookEventTypes = Object.keys(webhookEventSchemas) as WebhookEventType[];
export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookEventSchemas)[T]>;

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'application.submitted': 'Solicitação enviada (whitelist, inscrição ou apelação)',
  'application.decided': 'Solicitação aprovada ou reprovada',
  'application.undone': 'Decisão desfeita',
  'blacklist.added': 'Entrada adicionada à blacklist',
  'blacklist.lifted': 'Entrada removida da blacklist',
  'appeal.decided': 'Apelação decidida',
  'purchase.made': 'Compra feita na loja',
  'purchase.delivered': 'Compra entregue',
  'purchase.refunded': 'Compra reembolsada',
  'member.joined': 'Membro entrou no Discord',
  'member.left': 'Membro saiu do Discord',
  'game.join_refused': 'Conexão recusada no servidor de jogo',
  'duty.started': 'Turno em serviço começou',
  'duty.ended': 'Turno em serviço terminou',
};

/** The event "Enviar teste" sends to one subscription, whatever its events. */
export const webhookTestEvent = 'webhook.test';

/** A body as posted: what a receiver parses after checking the signature. */
export function webhookBody<T extends WebhookEventType | typeof webhookTestEvent>(
  type: T,
  data: T extends WebhookEventType ? WebhookEventData<T> : { message: string },
  at: Date,
): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), version: webhookEventVersion, data });
}
