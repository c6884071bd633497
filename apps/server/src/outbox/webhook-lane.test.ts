import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema/deliveries';
import { insertWebhookSubscription } from '../modules/integrations/repository/webhook-deliveries';
import type { DiscordEffect } from './discord-effects';
import { enqueueEffects, enqueueWebhook } from './enqueue';
import { claimEffects } from './lease';
import type { WebhookEffect } from './webhook-effects';
import { newWebhookMessageId } from './webhook-signature';
import { createOutboxWorker } from './worker';

// The worker's three lanes do not cross (docs/decisions/2026-12-03-one-outbox.md,
// docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery"): Discord's never takes a
// webhook delivery, the webhook lane takes nothing else, and only each subscription's oldest.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const webhook = (subscriptionId: number): WebhookEffect => ({
  type: 'webhook.deliver',
  subscriptionId,
  messageId: newWebhookMessageId(),
  eventType: 'test.event',
  timestamp: new Date().toISOString(),
  body: '{}',
});

async function subscription(name: string) {
  return insertWebhookSubscription(handle.db, {
    name,
    url: 'https://exemplo.com/recebe',
    events: ['test.event'],
    secretSealed: 'v1.a.b.c',
    createdByName: 'Teste',
  });
}

describe('outbox lanes and webhooks', () => {
  it('claims webhook rows only in the webhook lane, and only the oldest of each subscription', async () => {
    const { db } = handle;
    const [one, two] = [await subscription('Um'), await subscription('Dois')];
    const discord = await enqueueEffects(db, [
      { type: 'channel.message', channelId: '1', content: 'a' },
      { type: 'member.addRole', userId: '2', roleId: '3', reason: 'b' },
    ]);
    const webhooks = [
      await enqueueWebhook(db, one, webhook(one)),
      await enqueueWebhook(db, two, webhook(two)),
      await enqueueWebhook(db, one, webhook(one)),
    ];
    const games = await enqueueEffects(db, [
      { type: 'gameDb.write', serverId: 1, userId: '2', change: 'whitelist', reason: 'c' },
    ]);
    const idsOf = async (worker: 'discord' | 'gameDatabase' | 'webhook') =>
      (await claimEffects(db, { worker }, { leaseMs: 60_000, limit: 100 })).map((row) => row.id);

    expect(await idsOf('discord')).toEqual(discord);
    expect(await idsOf('gameDatabase')).toEqual(games);
    expect(await idsOf('webhook')).toEqual([webhooks[0], webhooks[1]]);
    // The first one of subscription one still being processed, its second waits.
    expect(await idsOf('webhook')).toEqual([]);
    const rows = await db
      .select({ id: outbox.id, webhookSubscriptionId: outbox.webhookSubscriptionId })
      .from(outbox)
      .where(inArray(outbox.id, webhooks));
    expect(rows.sort((a, b) => a.id - b.id).map((row) => row.webhookSubscriptionId)).toEqual([
      one,
      two,
      one,
    ]);
  });

  it("never hands a webhook delivery to Discord's port, even without a webhook deliverer", async () => {
    const { db } = handle;
    const id = await subscription('Três');
    const queued = await enqueueWebhook(db, id, webhook(id));
    await enqueueEffects(db, [{ type: 'channel.message', channelId: '1', content: 'só esta' }]);
    const sent: DiscordEffect[] = [];
    const worker = createOutboxWorker(
      db,
      {
        deliver: (effect) => {
          sent.push(effect);
          return Promise.resolve(null);
        },
      },
      pino({ level: 'silent' }),
    );
    await worker.runOnce();
    expect(sent.map((effect) => effect.type)).toEqual(['channel.message']);
    const [row] = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [queued]));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a webhook effect queued for another subscription than its own', async () => {
    const id = await subscription('Quatro');
    await expect(enqueueWebhook(handle.db, id, webhook(id + 1000))).rejects.toThrow(
      `webhook effect for subscription ${id + 1000} queued for ${id}`,
    );
  });
});
