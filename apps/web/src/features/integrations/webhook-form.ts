import {
  createWebhookBodySchema,
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

function blankAsMissing(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

export type WebhookCheck<T> = { ok: true; body: T } | { ok: false; errors: WebhookDraftErrors };

/** A new webhook as the contract reads it, checked with its own schema (the server's words). */
export function checkNewWebhook(draft: WebhookDraft): WebhookCheck<CreateWebhookBody> {
  // A blank field is a missing one: "Informe…" rather than a length.
  const body = {
    name: blankAsMissing(draft.name),
    url: blankAsMissing(draft.url),
    events: sortEvents(draft.events),
  };
  const parsed = createWebhookBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: webhookErrorsOf(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/**
 * An edit of the URL or the events, checked as a new webhook's (the same rules): only what
 * changed is sent; `null` when nothing did. The URL is compared trimmed, the events as a set.
 */
export function checkWebhookEdit(
  subscription: WebhookSubscription,
  draft: Pick<WebhookDraft, 'url' | 'events'>,
): WebhookCheck<UpdateWebhookBody | null> {
  const parsed = createWebhookBodySchema
    .pick({ url: true, events: true })
    .safeParse({ url: blankAsMissing(draft.url), events: sortEvents(draft.events) });
  if (!parsed.success) return { ok: false, errors: webhookErrorsOf(parsed.error.issues) };
  const { url, events } = parsed.data;
  const body: UpdateWebhookBody = {
    ...(url !== subscription.url ? { url } : {}),
    ...(events.join() !== sortEvents(subscription.events).join() ? { events } : {}),
  };
  return { ok: true, body: Object.keys(body).length > 0 ? body : null };
}

/** A receiver in Node that checks each delivery with the Standard Webhooks library. */
export const verifyExample = [
  '// npm install standardwebhooks',
  "import { createServer } from 'node:http';",
  "import { Webhook } from 'standardwebhooks';",
  '',
  '// O segredo (whsec_...), fora do código',
  'const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  '',
  'createServer((req, res) => {',
  '  const chunks = [];',
  "  req.on('data', (chunk) => chunks.push(chunk));",
  "  req.on('end', () => {",
  '    // O corpo exato, antes de JSON.parse',
  '    const body = Buffer.concat(chunks).toString();',
  '    try {',
  '      const event = wh.verify(body, req.headers);',
  '      console.log(event.type, event.data);',
  '      res.writeHead(204).end();',
  '    } catch {',
  '      res.writeHead(400).end(); // assinatura inválida',
  '    }',
  '  });',
  '}).listen(3000);',
].join('\n');
