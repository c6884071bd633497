import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookEventTypes,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookEventType,
  type WebhookSubscription,
} from '@panel/contract/api/webhooks';

/** How the event choices are grouped on screen, in this order. */
export const webhookEventGroups = [
  'Solicitações',
  'Blacklist',
  'Loja',
  'Discord',
  'Jogo',
  'Equipe',
] as const;
export type WebhookEventGroup = (typeof webhookEventGroups)[number];

/** Every event in one group: a new event type does not compile until it is placed. */
const groupOf: Record<WebhookEventType, WebhookEventGroup> = {
  'application.submitted': 'Solicitações',
  'application.decided': 'Solicitações',
  'application.undone': 'Solicitações',
  'appeal.decided': 'Solicitações',
  'blacklist.added': 'Blacklist',
  'blacklist.lifted': 'Blacklist',
  'purchase.made': 'Loja',
  'purchase.delivered': 'Loja',
  'purchase.refunded': 'Loja',
  'member.joined': 'Discord',
  'member.left': 'Discord',
  'game.join_refused': 'Jogo',
  'duty.started': 'Equipe',
  'duty.ended': 'Equipe',
};

/** The events of a group, in the contract's order. */
export function eventsOfGroup(group: WebhookEventGroup): WebhookEventType[] {
  return webhookEventTypes.filter((type) => groupOf[type] === group);
}

/** The events in the contract's order, whatever order they were ticked in. */
export function sortEvents(events: readonly WebhookEventType[]): WebhookEventType[] {
  return webhookEventTypes.filter((type) => events.includes(type));
}

export interface WebhookDraft {
  name: string;
  url: string;
  events: WebhookEventType[];
}

export type WebhookDraftField = keyof WebhookDraft;
export type WebhookDraftErrors = Partial<Record<WebhookDraftField, string>>;

const fields: readonly WebhookDraftField[] = ['name', 'url', 'events'];

/** The first message of each field, from the contract's issues (or the server's). */
export function webhookErrorsOf(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
): WebhookDraftErrors {
  const errors: WebhookDraftErrors = {};
  for (const issue of issues) {
    const [first] = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const field = fields.find((candidate) => candidate === first);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

export type WebhookCheck<T> = { ok: true; body: T } | { ok: false; errors: WebhookDraftErrors };

/** A new webhook as the contract reads it, checked with its own schema (the server's words). */
export function checkNewWebhook(draft: WebhookDraft): WebhookCheck<CreateWebhookBody> {
  const body = { name: draft.name, url: draft.url, events: sortEvents(draft.events) };
  const parsed = createWebhookBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: webhookErrorsOf(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/**
 * An edit of the URL or the events: only what changed is sent; `null` when nothing did.
 * The URL is compared trimmed, the events as a set.
 */
export function checkWebhookEdit(
  subscription: WebhookSubscription,
  draft: Pick<WebhookDraft, 'url' | 'events'>,
): WebhookCheck<UpdateWebhookBody | null> {
  const events = sortEvents(draft.events);
  const url = draft.url.trim();
  const body: UpdateWebhookBody = {
    ...(url !== subscription.url ? { url } : {}),
    ...(events.join() !== sortEvents(subscription.events).join() ? { events } : {}),
  };
  // An empty list is still checked, for its message.
  if (draft.events.length === 0) body.events = [];
  if (Object.keys(body).length === 0) return { ok: true, body: null };
  const parsed = updateWebhookBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: webhookErrorsOf(parsed.error.issues) };
  return { ok: true, body };
}

/** A receiver in Node that checks each delivery with the Standard Webhooks library. */
export const verifyExample = [
  '// npm install standardwebhooks',
  "import { createServer } from 'node:http';",
  "import { Webhook } from 'standardwebhooks';",
  '',
  '// O segredo de assinatura (whsec_...), fora do código.',
  'const webhook = new Webhook(process.env.WEBHOOK_SECRET);',
  '',
  'createServer((req, res) => {',
  '  const chunks = [];',
  "  req.on('data', (chunk) => chunks.push(chunk));",
  "  req.on('end', () => {",
  '    // O corpo exato recebido, antes de qualquer JSON.parse.',
  "    const body = Buffer.concat(chunks).toString('utf8');",
  '    try {',
  '      const event = webhook.verify(body, req.headers);',
  '      console.log(event.type, event.data);',
  '      res.writeHead(204).end();',
  '    } catch {',
  '      res.writeHead(400).end(); // assinatura inválida: ignore',
  '    }',
  '  });',
  '}).listen(3000);',
].join('\n');
