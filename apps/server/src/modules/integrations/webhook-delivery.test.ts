import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema/deliveries';
import { webhookSubscriptions } from '../../db/schema/integrations';
import { outboundRequest } from '../../http/outbound';
import { enqueueWebhook } from '../../outbox/enqueue';
import { claimEffects } from '../../outbox/lease';
import type {
  WebhookDelivery,
  WebhookDeliveryError,
  WebhookEffect,
} from '../../outbox/webhook-effects';
import {
  newWebhookMessageId,
  newWebhookSecret,
  webhookHeaders,
} from '../../outbox/webhook-signature';
import {
  createOutboxWorker,
  defaultOutboxOptions,
  type OutboxWorkerOptions,
  type WebhookHooks,
} from '../../outbox/worker';
import { seal } from '../../sealing';
import { insertWebhookSubscription } from './repository/webhook-deliveries';
import { retryAfterMs, webhookDelivery, type WebhookDeliveryOptions } from './webhook-delivery';

// The webhook lane end to end (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// delivery"): a real receiver on 127.0.0.1 checks every request with Standard Webhooks'
// reference library; the worker runs as in production, with short waits.

// The tests' sealing key (test/test-app.ts).
const key = Buffer.from('dGVzdGUtZGEtY2hhdmUtZG9zLWJhbmNvcy1kby1qb2c=', 'base64');
const log = pino({ level: 'silent' });
const noDiscord = { deliver: () => Promise.reject(new Error('no Discord in these tests')) };
/** Fast retries: ten attempts a few tens of milliseconds apart. */
const quick: Partial<OutboxWorkerOptions> = {
  pollMs: 20,
  webhookRetryDelaysMs: Array.from({ length: 9 }, () => 30),
};
const waitLong = { timeout: 30_000, interval: 20 };

let handle: DatabaseHandle;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [handle, receiver] = await Promise.all([createTestDatabase(), startWebhookReceiver()]);
});
afterAll(async () => {
  await receiver.close();
  await handle.close();
});

const db = () => handle.db;

/** A worker with the real deliverer; each attempt's outcome (`200`, a failure code) is noted. */
function worker(
  overrides: Partial<OutboxWorkerOptions> = {},
  hooks: WebhookHooks = {},
  delivery: WebhookDeliveryOptions = {},
  outcomes: { messageId: string; outcome: string }[] = [],
) {
  const real = webhookDelivery(db(), key, {
    allowLoopbackHttp: true,
    timeoutMs: 5_000,
    ...delivery,
  });
  const noted: WebhookDelivery = {
    deliver: (effect) =>
      real.deliver(effect).then(
        (response) => {
          outcomes.push({ messageId: effect.messageId, outcome: String(response.httpStatus) });
          return response;
        },
        (error: unknown) => {
          const { messageId } = effect;
          outcomes.push({ messageId, outcome: (error as WebhookDeliveryError).code });
          throw error;
        },
      ),
  };
  return createOutboxWorker(db(), noDiscord, log, overrides, hooks, null, noted);
}

/** A subscription posting to its own path of the receiver (or to `url`), and its path. */
async function subscribe(url?: string) {
  const secret = newWebhookSecret();
  const path = `/recebe/${Math.random().toString(36).slice(2)}`;
  const id = await insertWebhookSubscription(db(), {
    name: 'Bot da cidade',
    url: url ?? receiver.url(path),
    events: ['test.event'],
    secretSealed: seal(key, secret),
    createdByName: 'Teste',
  });
  receiver.expect(path, secret);
  return { id, path, secret };
}

/** Queues event `n` for the subscription; answers the outbox row's id and its `webhook-id`. */
async function queue(subscriptionId: number, n: number) {
  const timestamp = new Date().toISOString();
  const effect: WebhookEffect = {
    type: 'webhook.deliver',
    subscriptionId,
    messageId: newWebhookMessageId(),
    eventType: 'test.event',
    timestamp,
    body: JSON.stringify({ type: 'test.event', timestamp, data: { n } }),
  };
  const id = await db().transaction((tx) => enqueueWebhook(tx, subscriptionId, effect));
  return { id, messageId: effect.messageId };
}

const rowOf = async (id: number) => {
  const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};
const subscriptionOf = async (id: number) => {
  const [row] = await db()
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
};
const makeDue = (id: number) =>
  db().execute(sql`update outbox set next_attempt_at = now() where id = ${id}`);
/** The event numbers the receiver got at `path`, in order, and only those it answered 2xx. */
const numbersAt = (path: string) =>
  receiver
    .at(path)
    .map((delivery) => (JSON.parse(delivery.body) as { data: { n: number } }).data.n);

describe('webhook delivery: signed as Standard Webhooks says', () => {
  it('posts the exact body, signed, and the reference library verifies it', async () => {
    const subscription = await subscribe();
    const { id, messageId } = await queue(subscription.id, 1);
    expect(await worker().runOnce()).toBe(1);

    const [delivery] = receiver.at(subscription.path);
    expect(delivery).toMatchObject({ id: messageId, verified: true });
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers['user-agent']).toMatch(/^PainelRP-Webhooks\//);
    expect(Math.abs(Number(delivery?.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const row = await rowOf(id);
    expect(delivery?.body).toBe((row.effect as WebhookEffect).body);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, httpStatus: 200 });
    expect(await subscriptionOf(subscription.id)).toMatchObject({
      consecutiveFailures: 0,
      lastSuccessAt: expect.any(Date),
      lastFailureAt: null,
    });
  });

  it("has a receiver's check that fails: a changed body, or another secret", async () => {
    const subscription = await subscribe();
    const body = JSON.stringify({ type: 'test.event', data: { n: 1 } });
    const headers = webhookHeaders(subscription.secret, { messageId: newWebhookMessageId(), body });
    await outboundRequest(receiver.url(subscription.path), {
      method: 'POST',
      headers,
      body: body.replace('1', '2'),
      allowLoopbackHttp: true,
    });
    const wrongSecret = webhookHeaders(newWebhookSecret(), { messageId: 'msg_x', body });
    await outboundRequest(receiver.url(subscription.path), {
      method: 'POST',
      headers: wrongSecret,
      body,
      allowLoopbackHttp: true,
    });
    expect(receiver.at(subscription.path)).toMatchObject([
      { verified: false, refusal: 'No matching signature found' },
      { verified: false, refusal: 'No matching signature found' },
    ]);
  });
});

describe('webhook delivery: retries', () => {
  it('retries after a 500, a timeout and a 429 with Retry-After, then delivers, under one webhook-id', async () => {
    const subscription = await subscribe();
    const replies = [
      { status: 500, body: 'erro interno' },
      'hang' as const,
      { status: 429, headers: { 'retry-after': '2' }, body: 'devagar' },
      { status: 204 },
    ];
    receiver.answer(subscription.path, (_delivery, attempt) => replies[attempt - 1] ?? 'hang');
    const { id, messageId } = await queue(subscription.id, 1);
    // The default schedule, so its waits can be checked; each attempt is then made due.
    const once = worker({}, {}, { timeoutMs: 1_000 });
    /** When the row's next attempt is due, against when the attempt ran. */
    const dueAfter = async (run: () => Promise<unknown>) => {
      const before = Date.now();
      await run();
      const row = await rowOf(id);
      const after = Date.now();
      const at = row.nextAttemptAt.getTime();
      return { row, earliest: at - after, latest: at - before };
    };

    const afterFirst = await dueAfter(() => once.runOnce());
    let row = afterFirst.row;
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      httpStatus: 500,
      failureCode: 'webhook_http_error',
      lastError: 'O receptor respondeu HTTP 500: erro interno',
    });
    // 5 s, ±10 %.
    expect(afterFirst.latest).toBeGreaterThanOrEqual(4_500);
    expect(afterFirst.earliest).toBeLessThanOrEqual(5_500);
    expect(await subscriptionOf(subscription.id)).toMatchObject({
      consecutiveFailures: 1,
      lastFailureAt: expect.any(Date),
    });

    await makeDue(id);
    await once.runOnce();
    row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 2,
      httpStatus: null,
      failureCode: 'webhook_timeout',
    });

    await makeDue(id);
    const afterThird = await dueAfter(() => once.runOnce());
    expect(afterThird.row).toMatchObject({
      attempts: 3,
      httpStatus: 429,
      failureCode: 'webhook_http_error',
    });
    // Retry-After: 2, not the schedule's 30 min.
    expect(afterThird.latest).toBeGreaterThanOrEqual(2_000);
    expect(afterThird.earliest).toBeLessThanOrEqual(2_000);

    await makeDue(id);
    await once.runOnce();
    expect(await rowOf(id)).toMatchObject({
      status: 'delivered',
      attempts: 4,
      httpStatus: 204,
      lastError: null,
      failureCode: null,
    });
    const attempts = receiver.at(subscription.path);
    expect(attempts).toHaveLength(4);
    expect(attempts.every((delivery) => delivery.id === messageId && delivery.verified)).toBe(true);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ consecutiveFailures: 0 });
  });

  it('waits out a Retry-After on its own clock', async () => {
    const subscription = await subscribe();
    receiver.answer(subscription.path, (_delivery, attempt) =>
      attempt === 1 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 },
    );
    const { id } = await queue(subscription.id, 1);
    const running = worker(quick);
    running.start();
    try {
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('delivered'), waitLong);
    } finally {
      await running.stop();
    }
    const [first, second] = receiver.at(subscription.path);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-12-05T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 05 Dec 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 05 Dec 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('amanhã', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it('follows no redirect: a 3xx is a failure, retried, and the address it names is never reached', async () => {
    const subscription = await subscribe();
    receiver.answer(subscription.path, () => ({
      status: 307,
      headers: { location: 'http://10.0.0.1/interno' },
    }));
    const { id } = await queue(subscription.id, 1);
    const connections = receiver.connections;
    await worker().runOnce();
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      httpStatus: 307,
      failureCode: 'webhook_redirect',
    });
    expect(receiver.connections).toBe(connections + 1);
    // Not retried by these tests' other workers.
    await db()
      .update(webhookSubscriptions)
      .set({ pausedAt: new Date() })
      .where(eq(webhookSubscriptions.id, subscription.id));
  });
});

describe('webhook delivery: order per subscription', () => {
  it("delivers a subscription's events strictly in order while its first fails, without holding another subscription", async () => {
    const slow = await subscribe();
    const other = await subscribe();
    // The first event's first attempt hangs until the other subscription got all of its
    // events, then fails; it fails twice more before the receiver recovers.
    let release: () => void = () => undefined;
    const otherDone = new Promise<void>((resolve) => (release = resolve));
    receiver.answer(other.path, () => {
      if (receiver.at(other.path).length >= 3) release();
      return { status: 200 };
    });
    receiver.answer(slow.path, async (_delivery, attempt) => {
      if (attempt === 1) await otherDone;
      return attempt <= 3 ? { status: 500 } : { status: 200 };
    });
    const rows: number[] = [];
    let slowFirst = '';
    for (let n = 1; n <= 5; n++) {
      const queued = await queue(slow.id, n);
      if (n === 1) slowFirst = queued.messageId;
      rows.push(queued.id);
      if (n <= 3) rows.push((await queue(other.id, n)).id);
    }
    // Longer than the test may take: the first attempt must end in its 500, not time out.
    const outcomes: { messageId: string; outcome: string }[] = [];
    const running = worker(quick, {}, { timeoutMs: 60_000 }, outcomes);
    running.start();
    try {
      await vi.waitFor(async () => {
        const statuses = await Promise.all(rows.map(async (id) => (await rowOf(id)).status));
        expect(statuses.every((status) => status === 'delivered')).toBe(true);
      }, waitLong);
    } finally {
      await running.stop();
    }
    expect(numbersAt(other.path)).toEqual([1, 2, 3]);
    expect(numbersAt(slow.path)).toEqual([1, 1, 1, 1, 2, 3, 4, 5]);
    expect(receiver.at(slow.path).every((delivery) => delivery.verified)).toBe(true);
    // The other subscription was served while the first one's first attempt was under way.
    expect(outcomes.filter((noted) => noted.messageId === slowFirst)).toEqual(
      ['webhook_http_error', 'webhook_http_error', 'webhook_http_error', '200'].map((outcome) => ({
        messageId: slowFirst,
        outcome,
      })),
    );
    const lastOther = receiver.at(other.path).at(-1)?.at ?? Infinity;
    const firstSlowSuccess = receiver.at(slow.path)[3]?.at ?? 0;
    expect(lastOther).toBeLessThan(firstSlowSuccess);
  });

  it('keeps the order across a restart, and after a worker died holding a delivery', async () => {
    const subscription = await subscribe();
    receiver.answer(subscription.path, (_delivery, attempt) =>
      attempt <= 2 ? { status: 502 } : { status: 200 },
    );
    const rows: number[] = [];
    for (let n = 1; n <= 4; n++) rows.push((await queue(subscription.id, n)).id);

    // A worker dies holding the first delivery: nothing of the subscription is taken until its
    // lease runs out.
    const [taken] = await claimEffects<WebhookEffect>(
      db(),
      { worker: 'webhook' },
      { leaseMs: 60_000, limit: 50 },
    );
    expect(taken?.id).toBe(rows[0]);
    expect(await worker(quick).runOnce()).toBe(0);
    await db().execute(sql`update outbox set locked_until = now() where id = ${taken?.id}`);

    // A worker takes it again, fails it once, and stops.
    const first = worker({ ...quick, webhookRetryDelaysMs: Array.from({ length: 9 }, () => 500) });
    first.start();
    await vi.waitFor(() => expect(receiver.at(subscription.path)).toHaveLength(1), waitLong);
    await first.stop();

    // Two new workers at once (two processes) finish the queue, in order.
    const next = [worker(quick), worker(quick)];
    for (const running of next) running.start();
    try {
      await vi.waitFor(async () => {
        const statuses = await Promise.all(rows.map(async (id) => (await rowOf(id)).status));
        expect(statuses.every((status) => status === 'delivered')).toBe(true);
      }, waitLong);
    } finally {
      await Promise.all(next.map((running) => running.stop()));
    }
    expect(numbersAt(subscription.path)).toEqual([1, 1, 1, 2, 3, 4]);
  });

  it('fails a delivery out of attempts, pauses its subscription and holds its later events', async () => {
    const subscription = await subscribe();
    let healthy = false;
    receiver.answer(subscription.path, () =>
      healthy ? { status: 200 } : { status: 500, body: 'fora do ar' },
    );
    const first = await queue(subscription.id, 1);
    const second = await queue(subscription.id, 2);
    const paused = vi.fn<NonNullable<WebhookHooks['webhookPaused']>>(() => Promise.resolve());
    const running = worker({ ...quick, webhookRetryDelaysMs: [20, 20] }, { webhookPaused: paused });
    running.start();
    try {
      await vi.waitFor(async () => expect((await rowOf(first.id)).status).toBe('failed'), waitLong);
    } finally {
      await running.stop();
    }
    expect(await worker(quick).runOnce()).toBe(0);
    expect(await rowOf(first.id)).toMatchObject({
      attempts: 3,
      httpStatus: 500,
      failureCode: 'webhook_http_error',
    });
    expect(await rowOf(second.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(numbersAt(subscription.path)).toEqual([1, 1, 1]);
    const stored = await subscriptionOf(subscription.id);
    expect(stored).toMatchObject({ consecutiveFailures: 3, pausedAt: expect.any(Date) });
    expect(stored.pauseReason).toBe(
      `A entrega ${first.messageId} (test.event) falhou 3 vezes seguidas; a última: O receptor respondeu HTTP 500: fora do ar`,
    );
    expect(paused).toHaveBeenCalledTimes(1);
    expect(paused).toHaveBeenCalledWith(expect.anything(), subscription.id, stored.pauseReason);

    // Resumed, the failed first event still holds the second until staff retry it.
    healthy = true;
    await db()
      .update(webhookSubscriptions)
      .set({ pausedAt: null, pauseReason: null })
      .where(eq(webhookSubscriptions.id, subscription.id));
    expect(await worker(quick).runOnce()).toBe(0);
    await db().execute(
      sql`update outbox set status = 'pending', attempts = 0, next_attempt_at = now()
          where id = ${first.id}`,
    );
    const again = worker(quick);
    again.start();
    try {
      await vi.waitFor(
        async () => expect((await rowOf(second.id)).status).toBe('delivered'),
        waitLong,
      );
    } finally {
      await again.stop();
    }
    expect(numbersAt(subscription.path)).toEqual([1, 1, 1, 1, 2]);
  });

  it('pauses the subscription at once on 410 Gone', async () => {
    const subscription = await subscribe();
    receiver.answer(subscription.path, () => ({ status: 410, body: 'adeus' }));
    const first = await queue(subscription.id, 1);
    const second = await queue(subscription.id, 2);
    const paused = vi.fn<NonNullable<WebhookHooks['webhookPaused']>>(() => Promise.resolve());
    await worker(quick, { webhookPaused: paused }).runOnce();
    expect(await rowOf(first.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      httpStatus: 410,
      failureCode: 'webhook_gone',
    });
    const stored = await subscriptionOf(subscription.id);
    expect(stored.pauseReason).toBe(
      `O receptor respondeu 410 (Gone) à entrega ${first.messageId} (test.event): não quer mais eventos.`,
    );
    expect(paused).toHaveBeenCalledWith(expect.anything(), subscription.id, stored.pauseReason);
    expect(await worker(quick).runOnce()).toBe(0);
    expect(await rowOf(second.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receiver.at(subscription.path)).toHaveLength(1);
  });

  it('takes nothing of a paused subscription', async () => {
    const subscription = await subscribe();
    await db()
      .update(webhookSubscriptions)
      .set({ pausedAt: new Date(), pauseReason: 'Pausada por um administrador.' })
      .where(eq(webhookSubscriptions.id, subscription.id));
    const { id } = await queue(subscription.id, 1);
    expect(await worker(quick).runOnce()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receiver.at(subscription.path)).toEqual([]);
  });
});

describe('webhook delivery: addresses refused', () => {
  it.each([
    'https://127.0.0.1:PORT/recebe',
    'https://10.0.0.1/recebe',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]:PORT/recebe',
    'https://[::ffff:127.0.0.1]:PORT/recebe',
    'https://100.64.0.1/recebe',
    'https://0.0.0.0:PORT/recebe',
    'https://localhost:PORT/recebe',
    'http://8.8.8.8/recebe',
  ])('fails %s for good, without a connection, and pauses its subscription', async (url) => {
    const subscription = await subscribe(url.replace('PORT', String(receiver.port)));
    const { id } = await queue(subscription.id, 1);
    const connections = receiver.connections;
    await worker(quick).runOnce();
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      httpStatus: null,
      failureCode: 'webhook_refused_address',
    });
    expect(row.lastError).toMatch(/^Endereço recusado: /);
    expect((await subscriptionOf(subscription.id)).pauseReason).toContain('Endereço recusado: ');
    expect(receiver.connections).toBe(connections);
  });

  it('refuses http to the loopback receiver where it is not allowed (outside demo mode)', async () => {
    const subscription = await subscribe();
    const { id } = await queue(subscription.id, 1);
    const connections = receiver.connections;
    await worker(quick, {}, { allowLoopbackHttp: false }).runOnce();
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      failureCode: 'webhook_refused_address',
    });
    expect(receiver.connections).toBe(connections);
    expect(receiver.at(subscription.path)).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const subscription = await subscribe(`https://interno.exemplo.com:${receiver.port}/recebe`);
    const { id } = await queue(subscription.id, 1);
    const connections = receiver.connections;
    await worker(
      quick,
      {},
      {
        resolve: () => Promise.resolve([{ address: '192.168.0.10', family: 4 }]),
      },
    ).runOnce();
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      failureCode: 'webhook_refused_address',
      lastError:
        'Endereço recusado: interno.exemplo.com → 192.168.0.10 é um endereço de rede privada.',
    });
    expect(receiver.connections).toBe(connections);
  });
});

describe('webhook delivery: the worker without a deliverer', () => {
  it('takes no webhook row', async () => {
    const subscription = await subscribe();
    const { id } = await queue(subscription.id, 1);
    expect(await createOutboxWorker(db(), noDiscord, log, quick).runOnce()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    // Settled here, so no other test's worker takes it.
    await worker().runOnce();
    expect((await rowOf(id)).status).toBe('delivered');
  });
});

it('keeps the default schedule of Standard Webhooks', () => {
  expect(defaultOutboxOptions.webhookRetryDelaysMs.map((ms) => ms / 1000)).toEqual([
    5,
    5 * 60,
    30 * 60,
    2 * 3600,
    5 * 3600,
    10 * 3600,
    14 * 3600,
    20 * 3600,
    24 * 3600,
  ]);
});
