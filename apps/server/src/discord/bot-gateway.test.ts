import { ChannelType, Events } from 'discord.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { discordChannels, discordMembers, discordRoles } from '../db/schema/discord';
import {
  diego,
  gabriel,
  gateway,
  memberRow,
  patrulha2,
  t,
  until,
  useBotApp,
  voiceRow,
} from '../../test/bot-app';
import { defined } from '../../test/defined';
import { readBotStatus } from './gateway-status';
import { communitySettingIds as ids } from '@panel/discord-local/community';

/** The bot on the local Discord's gateway: logging in, the first catalog, and recovering. */

useBotApp();
// discord.js identifies at most once every 5 s: past that window, the identify after an
// invalid session (below) is not held back by the first one.
beforeAll(() => new Promise((resolve) => setTimeout(resolve, 5_000)));

describe('the bot on the gateway', () => {
  it('logs in with the real client and sees the guild, its channels, members and voice', () => {
    const client = defined(t.discord.port.gatewayClient);
    expect(client.isReady()).toBe(true);
    const guild = defined(client.guilds.cache.get(t.local.guildId));
    expect(guild.name).toBe('Comunidade RP');
    expect(guild.members.cache.size).toBe(t.local.state.members.size);
    expect(guild.channels.cache.get(ids.logChannelId)?.name).toBe('logs-painel');
    expect(guild.voiceStates.cache.get(gabriel)?.channelId).toBe('300000000000000222');
  });

  it('writes the catalog from GUILD_CREATE', async () => {
    const roles = await t.database.db.select().from(discordRoles);
    expect(roles.find((role) => role.id === ids.allowListRoleId)).toMatchObject({
      name: 'Allowlist',
      managed: false,
    });
    expect(roles.find((role) => role.managed)?.name).toBe('Painel RP');
    const channels = await t.database.db.select().from(discordChannels);
    expect(channels.find((c) => c.id === ids.categoryReviewChannelId)?.type).toBe(
      ChannelType.GuildCategory,
    );
    expect(await memberRow('100000000000000001')).toMatchObject({
      globalName: 'Ana Souza',
      inGuild: true,
      roleIds: expect.arrayContaining([ids.adminRoleId]),
    });
    expect(await voiceRow(gabriel)).toMatchObject({ channelId: '300000000000000222' });
  });

  it('reports the gateway as online to every process through the database', async () => {
    const status = await readBotStatus(t.database.db);
    expect(status).toMatchObject({ online: true, status: 'online' });
    expect(status.connectedAt).toBeInstanceOf(Date);
  });
});

/**
 * When discord.js has taken in the RESUMED of the session's resume: only then is the next
 * recovery of these tests asked for, as the handler reads the session a later one may clear.
 */
function nextResume(): Promise<void> {
  const client = defined(t.discord.port.gatewayClient);
  return new Promise((resolve) => client.once(Events.ShardResume, () => resolve()));
}

describe('gateway recovery', () => {
  it('resumes after a dropped connection and receives what happened meanwhile', async () => {
    const { identifies, resumes } = gateway.stats;
    const resumed = nextResume();
    gateway.drop();
    t.local.state.setVoiceChannel(diego, patrulha2);
    await resumed;
    expect(gateway.stats.resumes).toBeGreaterThan(resumes);
    expect(gateway.stats.identifies).toBe(identifies);
    await until(
      () => voiceRow(diego),
      (row) => row?.channelId === patrulha2,
    );
  });

  it('resumes when told to reconnect (op 7)', async () => {
    const { resumes } = gateway.stats;
    const resumed = nextResume();
    gateway.requestReconnect();
    await resumed;
    expect(gateway.stats.resumes).toBeGreaterThan(resumes);
    await until(() => t.discord.port.gatewayClient?.isReady(), Boolean);
  });

  it('identifies again after an invalid session, and the full sync drops who left unseen', async () => {
    // A member the catalog believes is in the guild, but Discord does not know.
    await t.database.db
      .insert(discordMembers)
      .values({ userId: '100000000000000999', username: 'ghost' });
    const { identifies, rateLimited } = gateway.stats;
    // The new session's members request comes 1.5 s before Discord answers another (op 8 is
    // once per guild every 30 s): it gets RATE_LIMITED, waits and asks again.
    gateway.memberRequestIntervalMs = Date.now() - gateway.memberRequestAt + 1_500;
    gateway.invalidateSessions();
    await until(
      () => gateway.stats.identifies,
      (n) => n > identifies,
    );
    await until(
      () => memberRow('100000000000000999'),
      (row) => row?.inGuild === false,
      15_000,
    );
    expect(gateway.stats.rateLimited).toBe(rateLimited + 1);
    gateway.memberRequestIntervalMs = 30_000;
    await until(
      () => readBotStatus(t.database.db),
      (status) => status.online,
    );
  });

  it('resumes a zombie connection whose heartbeats go unanswered', async () => {
    gateway.heartbeatIntervalMs = 100;
    const dropped = gateway.stats.resumes;
    gateway.drop(); // the client resumes, on a connection beating every 100 ms
    await until(
      () => gateway.stats.resumes,
      (n) => n > dropped,
    );
    const beats = gateway.stats.heartbeats;
    await until(
      () => gateway.stats.heartbeats,
      (n) => n >= beats + 2,
    );
    // From here only an unanswered heartbeat can make the client resume.
    const resumes = gateway.stats.resumes;
    gateway.ackHeartbeats = false;
    try {
      await until(
        () => gateway.stats.resumes,
        (n) => n > resumes,
      );
    } finally {
      gateway.ackHeartbeats = true;
      gateway.heartbeatIntervalMs = 41_250;
    }
    await until(
      () => t.discord.port.gatewayClient?.ws.ping ?? -1,
      (ping) => ping >= 0,
    );
  });
});
