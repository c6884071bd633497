import type { WebhookCreated, WebhookSubscription } from '@panel/contract/api/webhooks';
import { communitySettingIds } from '@panel/discord-local/community';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { webhookSubscriptions } from '../../db/schema/integrations';
import { createOutboxWorker } from '../../outbox/worker';
import { webhookDelivery } from './webhook-delivery';
import { webhookPausedHooks } from './service/paused';

// Webhooks as administradores manage them (docs/decisions/2026-12-05-integrations.md): made
// with a secret shown once, only to addresses the panel may reach, tested, paused when they keep
// failing (and the administradores told), resumed with what failed sent again, and deleted.

const s = useTestApp({ signIn: ['administrador'] });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const db = () => s.t.database.db;
/** The worker as `server.ts` composes it, retrying fast: two attempts, then the pause. */
const worker = () =>
  createOutboxWorker(
    db(),
    s.t.discord.port,
    pino({ level: 'silent' }),
    { webhookRetryDelaysMs: [10] },
    webhookPausedHooks({ publicUrl: s.t.config.publicUrl }),
    null,
    webhookDelivery(db(), s.t.config.gameDbKey, { allowLoopbackHttp: true, timeoutMs: 5_000 }),
  );

async function create(name: string, path: string, events = ['blacklist.added']) {
  const response = await s.call('createWebhook', s.as.administrador, {
    body: { name, url: receiver.url(path), events },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<WebhookCreated>();
  receiver.expect(path, created.secret);
  return created;
}

const deliveriesOf = (id: string) =>
  db()
    .select()
    .from(outbox)
    .where(eq(outbox.webhookSubscriptionId, Number(id)));

const listed = async (id: string) =>
  (await s.call('listWebhooks', s.as.administrador))
    .json<WebhookSubscription[]>()
    .find((item) => item.id === id);

describe('webhooks', () => {
  it('creates a subscription whose secret is answered once and kept sealed, and audits it', async () => {
    const { subscription, secret } = await create('CAD da cidade', '/cad', [
      'blacklist.added',
      'application.decided',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(subscription).toMatchObject({
      name: 'CAD da cidade',
      url: receiver.url('/cad'),
      events: ['blacklist.added', 'application.decided'],
      pausedAt: null,
      pending: 0,
      failed: 0,
      createdByName: 'Ana Souza',
    });
    const list = await s.call('listWebhooks', s.as.administrador);
    expect(list.body).not.toContain(secret.slice('whsec_'.length));
    const [row] = await db()
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, Number(subscription.id)));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(secret.slice('whsec_'.length));
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integrations.createWebhook'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toBe(
      `Criou o webhook "CAD da cidade" para ${receiver.url('/cad')}, com os eventos "Entrada adicionada à blacklist", "Solicitação aprovada ou reprovada"`,
    );
  });

  it('refuses an address the panel may not post to, in Portuguese, creating nothing', async () => {
    const before = (await db().select().from(webhookSubscriptions)).length;
    const cases: [string, RegExp][] = [
      ['http://integracao.example.com/hook', /precisa começar com https:\/\//],
      ['https://10.0.0.7/hook', /10\.0\.0\.7 é um endereço/],
      ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254 é um endereço/],
      ['https://[::ffff:127.0.0.1]/hook', /é um endereço/],
      ['https://usuario:senha@integracao.example.com/hook', /usuário e senha/],
      ['ftp://integracao.example.com/hook', /precisa começar com https:\/\//],
      ['não é url', /URL inválida/],
    ];
    for (const [url, message] of cases) {
      const response = await s.call('createWebhook', s.as.administrador, {
        body: { name: 'Recusado', url, events: ['member.joined'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(messageOf(response), url).toMatch(/^Dados inválidos: /);
      expect(messageOf(response), url).toMatch(message);
    }
    const noEvents = await s.call('createWebhook', s.as.administrador, {
      body: { name: 'Sem eventos', url: 'https://integracao.example.com/hook', events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    expect((await db().select().from(webhookSubscriptions)).length).toBe(before);
  });

  it('sends a signed test event the reference library verifies', async () => {
    const { subscription } = await create('Teste', '/teste');
    const tested = await s.call('testWebhook', s.as.administrador, {
      params: { id: subscription.id },
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json<WebhookSubscription>().pending).toBe(1);
    await worker().runOnce();
    const [delivery] = receiver.at('/teste');
    expect(delivery?.verified).toBe(true);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      version: 1,
      data: { message: 'Teste do webhook "Teste", enviado por Ana Souza.' },
    });
    expect(await listed(subscription.id)).toMatchObject({ pending: 0, consecutiveFailures: 0 });
    expect((await listed(subscription.id))?.lastSuccessAt).not.toBeNull();
  });

  it('pauses a webhook its receiver says is gone, tells the log channel, and resumes it with the failed delivery first', async () => {
    const { subscription } = await create('Bot antigo', '/antigo');
    receiver.answer('/antigo', (_delivery, attempt) =>
      attempt === 1 ? { status: 410 } : { status: 204 },
    );
    await s.call('testWebhook', s.as.administrador, { params: { id: subscription.id } });
    await worker().runOnce();

    const paused = await listed(subscription.id);
    expect(paused?.pausedAt).not.toBeNull();
    expect(paused?.pauseReason).toMatch(/410/);
    expect(paused?.failed).toBe(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'integrations.pauseWebhook'), eq(auditLog.target, 'Bot antigo')),
      );
    expect(audit?.actorName).toBe('Sistema');
    const told = await db()
      .select({ effect: outbox.effect })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    const message = told
      .map((row) => row.effect)
      .find((effect) => effect.type === 'channel.message' && effect.content.includes('Bot antigo'));
    expect(message).toMatchObject({ channelId: communitySettingIds.logChannelId });

    // A second event waits behind the failed one while paused.
    await s.call('testWebhook', s.as.administrador, { params: { id: subscription.id } });
    await worker().runOnce();
    expect(receiver.at('/antigo')).toHaveLength(1);

    const resumed = await s.call('updateWebhook', s.as.administrador, {
      params: { id: subscription.id },
      body: { paused: false },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<WebhookSubscription>()).toMatchObject({ pausedAt: null, failed: 0 });
    for (let round = 0; round < 5 && receiver.at('/antigo').length < 3; round += 1) {
      await worker().runOnce();
    }
    // The one that failed, again under its own id, then the one that waited.
    const ids = receiver.at('/antigo').map((delivery) => delivery.id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('shows a failed webhook delivery on the deliveries screen, named, with its answer, and retries it', async () => {
    const { subscription } = await create('Receptor instável', '/instavel');
    receiver.answer('/instavel', (_delivery, attempt) =>
      attempt <= 2 ? { status: 503, body: 'em manutenção' } : { status: 200 },
    );
    await s.call('testWebhook', s.as.administrador, { params: { id: subscription.id } });
    await worker().runOnce();
    const [pending] = await deliveriesOf(subscription.id);
    await db()
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.id, pending?.id ?? 0));
    await worker().runOnce();
    const list = await s.call('listDeliveries', s.as.administrador, {
      query: { status: 'failed', type: 'webhook.deliver' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list
      .json<{
        data: { id: string; summary: string; failure: { reason: string; detail: string | null } }[];
      }>()
      .data.find((item) => item.summary.includes('"Receptor instável"'));
    expect(row?.summary).toMatch(
      /^Webhook "Receptor instável": Evento de teste \(webhook\.test, msg_/,
    );
    expect(row?.summary).toContain('última resposta HTTP 503');
    expect(row?.failure?.reason).toBe('O receptor do webhook respondeu com erro (veja o detalhe).');
    expect(row?.failure?.detail).toContain('em manutenção');

    const retried = await s.call('retryDelivery', s.as.administrador, {
      params: { id: row?.id ?? '' },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await s.call('updateWebhook', s.as.administrador, {
      params: { id: subscription.id },
      body: { paused: false },
    });
    await worker().runOnce();
    expect(receiver.at('/instavel').map((delivery) => delivery.id)).toHaveLength(3);
    expect((await deliveriesOf(subscription.id))[0]?.status).toBe('delivered');
  });

  it('pauses and resumes by hand, changes the events, and deletes with what was not sent', async () => {
    const { subscription } = await create('Planilha', '/planilha');
    const paused = await s.call('updateWebhook', s.as.administrador, {
      params: { id: subscription.id },
      body: { paused: true, events: ['duty.started', 'duty.ended'] },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<WebhookSubscription>()).toMatchObject({
      events: ['duty.started', 'duty.ended'],
      pauseReason: 'Pausado por Ana Souza.',
    });
    await s.call('testWebhook', s.as.administrador, { params: { id: subscription.id } });
    await worker().runOnce();
    expect(receiver.at('/planilha')).toHaveLength(0);
    expect(await deliveriesOf(subscription.id)).toHaveLength(1);

    const removed = await s.call('deleteWebhook', s.as.administrador, {
      params: { id: subscription.id },
    });
    expect(removed.statusCode).toBe(204);
    expect(await deliveriesOf(subscription.id)).toHaveLength(0);
    expect(await listed(subscription.id)).toBeUndefined();
    const again = await s.call('deleteWebhook', s.as.administrador, {
      params: { id: subscription.id },
    });
    expect(again.statusCode).toBe(404);
  });
});
