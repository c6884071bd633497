import { GatewayIntentBits } from 'discord.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discordGateway } from '../db/schema/discord';
import { outbox } from '../db/schema/deliveries';
import { useTestApp } from '../../test/use-test-app';
import { defined } from '../../test/defined';
import { DiscordBot } from './bot';
import { readBotStatus } from './gateway-status';
import { communityFounderRoleId, communitySettingIds as ids } from '@panel/discord-local/community';
import { enqueueEffects } from '../outbox/enqueue';
import { createOutboxWorker } from '../outbox/worker';
import { DiscordDeliveryError } from '../outbox/discord-effects';
import { urlOf } from '../../test/api';
import { demoMembers } from '../../test/demo-members';

/** Discord unreachable or failing: the panel keeps working, and nothing is lost. */

const s = useTestApp({ seed: false });

const botAt = (apiBase: string) =>
  new DiscordBot(
    {
      mode: 'standin',
      token: s.t.local.botToken,
      guildId: s.t.local.guildId,
      apiBase: () => apiBase,
      adminDiscordIds: [],
      panelUrl: 'http://localhost:3000/',
      reapplyCooldownMs: 0,
    },
    s.t.database.db,
    s.t.storage,
  );

describe('when Discord cannot be reached', () => {
  it('queues effects, answers the panel, and delivers once Discord is back', async () => {
    const away = botAt('http://127.0.0.1:1/api'); // nothing listens there
    await enqueueEffects(s.t.database.db, [
      {
        type: 'member.addRole',
        userId: demoMembers.diego,
        roleId: ids.allowListRoleId,
        reason: 'x',
      },
    ]);
    const [row] = await s.t.database.db.select({ id: outbox.id }).from(outbox);
    await createOutboxWorker(s.t.database.db, away, s.t.app.log).runOnce();
    const waiting = defined(
      (
        await s.t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, defined(row).id))
      )[0],
    );
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('Discord unavailable');
    await expect(away.disconnectVoice(demoMembers.gabriel)).rejects.toMatchObject({
      permanent: false,
      code: 'unavailable',
    });
    expect((await s.t.app.inject({ method: 'GET', url: urlOf('liveness') })).statusCode).toBe(200);
    await away.stop();

    await s.t.database.db.update(outbox).set({ nextAttemptAt: new Date() });
    await createOutboxWorker(s.t.database.db, s.t.discord.port, s.t.app.log).runOnce();
    expect(
      (
        await s.t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, defined(row).id))
      )[0],
    ).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    expect(
      defined(s.t.local.state.members.get(demoMembers.diego)).roles.has(ids.allowListRoleId),
    ).toBe(true);
  });

  it('keeps trying to log in, with backoff, and reports it meanwhile', async () => {
    // GET /gateway/bot fails twice: login is tried again after 1 s, then after 2 s.
    s.t.local.faults.failNext(2, { status: 503, code: 0, message: 'Service Unavailable' });
    const bot = botAt(`${s.t.baseUrl}/discord-standin/api`);
    const started = Date.now();
    try {
      bot.connectGateway();
      await expect
        .poll(async () => (await s.t.database.db.select().from(discordGateway))[0]?.status)
        .toBe('reconnecting');
      expect((await readBotStatus(s.t.database.db)).online).toBe(false);
      await bot.waitUntilReady(15_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      await expect.poll(async () => (await readBotStatus(s.t.database.db)).online).toBe(true);
    } finally {
      await bot.stop();
    }
    expect(await readBotStatus(s.t.database.db)).toMatchObject({
      online: false,
      status: 'offline',
    });
  });

  it('tells the operator to switch on the Server Members intent when Discord refuses it', async () => {
    const gateway = defined(s.t.local.gateway);
    gateway.allowedPrivilegedIntents = 0;
    const bot = botAt(`${s.t.baseUrl}/discord-standin/api`);
    try {
      bot.connectGateway();
      await expect
        .poll(async () => (await readBotStatus(s.t.database.db)).lastError)
        .toContain('Server Members Intent');
      expect((await readBotStatus(s.t.database.db)).online).toBe(false);
    } finally {
      gateway.allowedPrivilegedIntents = GatewayIntentBits.GuildMembers;
      await bot.stop();
    }
  });

  it('is not retried when Discord refuses for good', async () => {
    const error = await s.t.discord.port
      .deliver({
        type: 'member.addRole',
        userId: demoMembers.diego,
        roleId: communityFounderRoleId,
        reason: 'x',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiscordDeliveryError);
    expect(error).toMatchObject({ permanent: true, code: 'missing_permission' });
  });
});
