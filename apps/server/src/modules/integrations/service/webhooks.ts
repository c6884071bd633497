import {
  webhookBody,
  webhookEventLabels,
  webhookTestEvent,
  type updateWebhookBodySchema,
  type CreateWebhookBody,
  type WebhookCreated,
  type WebhookEventType,
  type WebhookSubscription,
} from '@panel/contract/api/webhooks';
import { isIP } from 'node:net';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { addressRefusal } from '../../../http/outbound';
import { newWebhookSecret } from '../../../outbox/webhook-signature';
import { seal } from '../../../sealing';
import { recordAudit, type AuditContext } from '../../audit';
import { requeueFailedWebhooks } from '../../deliveries';
import { insertWebhookSubscription } from '../repository/webhook-deliveries';
import { queueDelivery } from './events';
import {
  deleteSubscriptionRow,
  deliveryCounts,
  findSubscriptionRow,
  listSubscriptionRows,
  updateSubscriptionRow,
  type WebhookSubscriptionRow,
} from '../repository/webhooks';

/** What the webhooks' service needs of the process: the sealing key, and whether http may reach loopback. */
export interface WebhookSettings {
  /** `GAME_DB_KEY` or the kept key file (`resolveGameDbKey`): seals the secrets. */
  sealKey: Buffer | null;
  /** Demo mode: `http://` to this computer, for a local receiver. */
  allowLoopbackHttp: boolean;
}

const missing = () => notFound('Webhook não encontrado.');

const noKey = () =>
  badRequest(
    'O servidor do painel não tem GAME_DB_KEY: defina a variável (openssl rand -base64 32) para guardar o segredo dos webhooks.',
  );

/**
 * Where a subscription may point: `https:`, or `http:` to this computer in demo mode; never an
 * address of a private network written as such (a name is checked at every delivery, against
 * every address it resolves to: `http/outbound.ts`).
 */
function checkUrl(value: string, settings: WebhookSettings): string {
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHttp = url.protocol === 'http:';
  if (loopbackHttp) {
    const local = host === 'localhost' || (isIP(host) !== 0 && addressRefusal(host, true) === null);
    if (!settings.allowLoopbackHttp || !local) {
      throw badRequest('Dados inválidos: a URL precisa começar com https://.', [
        { path: 'url', message: 'A URL precisa começar com https://.' },
      ]);
    }
    return url.toString();
  }
  const refusal = isIP(host) !== 0 ? addressRefusal(host) : null;
  if (refusal) {
    const message = `O painel não envia para este endereço: ${refusal}`;
    throw badRequest(`Dados inválidos: ${message}`, [{ path: 'url', message }]);
  }
  return url.toString();
}

function present(
  row: WebhookSubscriptionRow,
  counts: { pending: number; failed: number } | undefined,
): WebhookSubscription {
  return {
    id: String(row.id),
    name: row.name,
    url: row.url,
    events: row.events.filter((event): event is WebhookEventType => event in webhookEventLabels),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauseReason: row.pauseReason,
    consecutiveFailures: row.consecutiveFailures,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
  };
}

async function presentOne(db: Executor, row: WebhookSubscriptionRow): Promise<WebhookSubscription> {
  return present(row, (await deliveryCounts(db)).get(row.id));
}

export async function listWebhooks(db: Database): Promise<WebhookSubscription[]> {
  const [rows, counts] = [await listSubscriptionRows(db), await deliveryCounts(db)];
  return rows.map((row) => present(row, counts.get(row.id)));
}

const eventNames = (events: readonly string[]) =>
  events.map((event) => `"${webhookEventLabels[event as WebhookEventType] ?? event}"`).join(', ');

/** A new subscription, its secret answered once and kept sealed (signing needs it). */
export async function createWebhook(
  db: Database,
  input: CreateWebhookBody,
  settings: WebhookSettings,
  audit: AuditContext,
): Promise<WebhookCreated> {
  if (!settings.sealKey) throw noKey();
  const url = checkUrl(input.url, settings);
  const events = [...new Set(input.events)];
  const secret = newWebhookSecret();
  const secretSealed = seal(settings.sealKey, secret);
  const name = input.name.trim();
  const row = await db.transaction(async (tx) => {
    const id = await insertWebhookSubscription(tx, {
      name,
      url,
      events,
      secretSealed,
      createdById: audit.actor.id,
      createdByName: audit.actor.name,
    });
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'integrations.createWebhook',
      target: name,
      details: `Criou o webhook "${name}" para ${url}, com os eventos ${eventNames(events)}`,
      after: { webhookId: id, name, url, events },
    });
    const created = await findSubscriptionRow(tx, id);
    if (!created) throw new Error('webhook subscription not found after insert');
    return created;
  });
  return { subscription: await presentOne(db, row), secret };
}

/**
 * A new URL or events, or paused and resumed. Resuming sends the failed deliveries again first,
 * in their order, so nothing the receiver missed is skipped.
 */
export async function updateWebhook(
  db: Database,
  id: number,
  input: z.output<typeof updateWebhookBodySchema>,
  settings: WebhookSettings,
  audit: AuditContext,
): Promise<WebhookSubscription> {
  const url = input.url === undefined ? undefined : checkUrl(input.url, settings);
  return db.transaction(async (tx) => {
    const before = await findSubscriptionRow(tx, id, { lock: true });
    if (!before) throw missing();
    const pausing = input.paused === true && !before.pausedAt;
    const resuming = input.paused === false && before.pausedAt !== null;
    const after = await updateSubscriptionRow(tx, id, {
      ...(url !== undefined && { url }),
      ...(input.events && { events: [...new Set(input.events)] }),
      ...(pausing && { pausedAt: new Date(), pauseReason: `Pausado por ${audit.actor.name}.` }),
      ...(resuming && { pausedAt: null, pauseReason: null }),
    });
    if (!after) throw missing();
    const requeued = resuming ? await requeueFailedWebhooks(tx, id) : 0;
    const changes = [
      url !== undefined && url !== before.url ? `a URL para ${url}` : null,
      input.events ? `os eventos para ${eventNames(after.events)}` : null,
    ].filter((part) => part !== null);
    const what = pausing
      ? 'Pausou'
      : resuming
        ? `Retomou${requeued > 0 ? ` (${requeued} ${requeued === 1 ? 'entrega que falhou sai' : 'entregas que falharam saem'} de novo)` : ''}`
        : null;
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'integrations.updateWebhook',
      target: after.name,
      details: [
        what ? `${what} o webhook "${after.name}"` : `Alterou o webhook "${after.name}"`,
        changes.length > 0 ? `: ${changes.join('; ')}` : '',
      ].join(''),
      before: {
        webhookId: id,
        url: before.url,
        events: before.events,
        paused: before.pausedAt !== null,
      },
      after: {
        webhookId: id,
        url: after.url,
        events: after.events,
        paused: after.pausedAt !== null,
      },
    });
    return presentOne(tx, after);
  });
}

/** Gone with the deliveries it had not sent (the outbox's rows go with it). */
export async function deleteWebhook(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteSubscriptionRow(tx, id);
    if (!row) throw missing();
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'integrations.deleteWebhook',
      target: row.name,
      details: `Excluiu o webhook "${row.name}" (${row.url})`,
      before: { webhookId: row.id, name: row.name, url: row.url, events: row.events },
    });
  });
}

/** "Enviar teste": a `webhook.test` event in the subscription's queue, after what waits there. */
export async function testWebhook(
  db: Database,
  id: number,
  audit: AuditContext,
): Promise<WebhookSubscription> {
  return db.transaction(async (tx) => {
    const row = await findSubscriptionRow(tx, id);
    if (!row) throw missing();
    const at = new Date();
    const body = webhookBody(
      webhookTestEvent,
      { message: `Teste do webhook "${row.name}", enviado por ${audit.actor.name}.` },
      at,
    );
    await queueDelivery(tx, id, webhookTestEvent, body, at);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'integrations.testWebhook',
      target: row.name,
      details: `Enviou um evento de teste ao webhook "${row.name}"`,
      after: { webhookId: id },
    });
    return presentOne(tx, row);
  });
}
