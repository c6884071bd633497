import { ChannelType } from 'discord.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discordChannels,
  discordMembers,
  discordRoles,
  discordVoiceStates,
} from '../db/schema/discord';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { readBotStatus } from './gateway-status';
import { communitySettingIds as ids } from './local/community';
import type { LocalGateway } from './local/gateway';
import { DiscordDeliveryError } from './port';

/**
 * The port's contract, through the real discord.js client against the local Discord:
 * every operation the product uses, Discord's errors turned into the outbox's decisions,
 * 429s, gateway recovery, and the guild catalog following the gateway's events.
 */

let t: TestApp;
let gateway: LocalGateway;
const diego = '100000000000000004';
const gabriel = '100000000000000101'; // in "Patrulha 1" when the local Discord starts
const patrulha2 = '300000000000000223';

beforeAll(async () => {
  t = await createTestApp({ gateway: true });
  gateway = t.local.gateway!;
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const memberRow = async (userId: string) =>
  (await t.database.db.select().from(discordMembers).where(eq(discordMembers.userId, userId)))[0];
const voiceRow = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(discordVoiceStates)
      .where(eq(discordVoiceStates.userId, userId))
  )[0];

async function failure(run: () => Promise<unknown>): Promise<DiscordDeliveryError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DiscordDeliveryError) return error;
    throw error;
  }
  throw new Error('expected a DiscordDeliveryError');
}

describe('the bot on the gateway', () => {
  it('logs in with the real client and sees the guild, its channels, members and voice', () => {
    const client = t.discord.port.gatewayClient!;
    expect(client.isReady()).toBe(true);
    const guild = client.guilds.cache.get(t.local.guildId)!;
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

describe('effects through REST', () => {
  it('gives and takes a role, and the change comes back over the gateway into the catalog', async () => {
    await t.discord.port.deliver({
      type: 'member.addRole',
      userId: diego,
      roleId: ids.allowListRoleId,
      reason: 'x',
    });
    expect(t.local.state.members.get(diego)!.roles.has(ids.allowListRoleId)).toBe(true);
    await until(
      () => memberRow(diego),
      (row) => row?.roleIds.includes(ids.allowListRoleId) === true,
    );

    await t.discord.port.deliver({
      type: 'member.removeRole',
      userId: diego,
      roleId: ids.allowListRoleId,
      reason: 'x',
    });
    expect(t.local.state.members.get(diego)!.roles.has(ids.allowListRoleId)).toBe(false);
    await until(
      () => memberRow(diego),
      (row) => row?.roleIds.includes(ids.allowListRoleId) === false,
    );
  });

  it('posts to a channel, sends a direct message, and falls back to a channel when DMs are closed', async () => {
    await t.discord.port.deliver({
      type: 'channel.message',
      channelId: ids.logChannelId,
      content: 'Registro',
    });
    await t.discord.port.deliver({
      type: 'member.directMessage',
      userId: diego,
      content: 'Olá Diego',
      fallbackChannelId: ids.allowListApprovedChannelId,
    });
    const dm = [...t.local.state.channels.values()].find((c) => c.recipientId === diego)!;
    const posts = (channelId: string) =>
      t.local.state.messages.filter((m) => m.channelId === channelId).map((m) => m.content);
    expect(posts(ids.logChannelId)).toContain('Registro');
    expect(posts(dm.id)).toEqual(['Olá Diego']);

    t.local.state.users.get(diego)!.dmsClosed = true;
    try {
      await t.discord.port.deliver({
        type: 'member.directMessage',
        userId: diego,
        content: 'Aviso',
        fallbackChannelId: ids.allowListApprovedChannelId,
      });
      expect(posts(ids.allowListApprovedChannelId)).toContain(`<@${diego}> Aviso`);
      const error = await failure(() =>
        t.discord.port.deliver({
          type: 'member.directMessage',
          userId: diego,
          content: 'x',
          fallbackChannelId: null,
        }),
      );
      expect(error).toMatchObject({ permanent: true, code: 'dm_closed' });
    } finally {
      t.local.state.users.get(diego)!.dmsClosed = false;
    }
  });

  it('creates a private ticket channel under its category and posts its first message', async () => {
    await t.discord.port.deliver({
      type: 'channel.createPrivate',
      name: 'ticket-7-diego',
      parentId: ids.categoryReviewChannelId,
      userId: diego,
      staffRoleIds: [ids.supportRoleId],
      content: 'Seu ticket foi aberto.',
    });
    const channel = [...t.local.state.channels.values()].find((c) => c.name === 'ticket-7-diego')!;
    expect(channel.parentId).toBe(ids.categoryReviewChannelId);
    expect(channel.overwrites.map((o) => o.id)).toEqual(
      expect.arrayContaining([t.local.guildId, diego, ids.supportRoleId, t.local.clientId]),
    );
    expect(t.local.state.messages.at(-1)).toMatchObject({
      channelId: channel.id,
      content: 'Seu ticket foi aberto.',
    });
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (rows) => rows[0]?.parentId === ids.categoryReviewChannelId,
    );
  });

  it('mutes, unmutes and disconnects a member in voice, synchronously', async () => {
    await t.discord.port.setVoiceMute(gabriel, true);
    expect(t.local.state.voiceStates.get(gabriel)?.mute).toBe(true);
    await until(
      () => voiceRow(gabriel),
      (row) => row?.serverMute === true,
    );
    await t.discord.port.setVoiceMute(gabriel, false);
    await until(
      () => voiceRow(gabriel),
      (row) => row?.serverMute === false,
    );

    await t.discord.port.disconnectVoice(gabriel);
    expect(t.local.state.voiceStates.has(gabriel)).toBe(false);
    await until(
      () => voiceRow(gabriel),
      (row) => row === undefined,
    );

    const error = await failure(() => t.discord.port.setVoiceMute(gabriel, true));
    expect(error).toMatchObject({ permanent: true, code: 'not_in_voice' });
    expect(error.message).toContain('40032');
  });
});

describe("Discord's errors, as the outbox decides on them", () => {
  it('refuses for real what Discord refuses: unknown member and role, a role at or above the bot', async () => {
    const unknownMember = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: '199999999999999999',
        roleId: ids.allowListRoleId,
        reason: 'x',
      }),
    );
    expect(unknownMember).toMatchObject({ permanent: true, code: 'unknown_target' });
    expect(unknownMember.message).toContain('10007');

    const unknownRole = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: diego,
        roleId: '399999999999999999',
        reason: 'x',
      }),
    );
    expect(unknownRole).toMatchObject({ permanent: true, code: 'unknown_target' });
    expect(unknownRole.message).toContain('10011');

    // Moderação sits above the bot's role.
    const aboveBot = await failure(() =>
      t.discord.port.deliver({
        type: 'member.addRole',
        userId: diego,
        roleId: ids.modRoleId,
        reason: 'x',
      }),
    );
    expect(aboveBot).toMatchObject({ permanent: true, code: 'missing_permission' });
    expect(aboveBot.message).toContain('50013');

    // The bot cannot post where @everyone may not write (anúncios).
    const readOnly = await failure(() =>
      t.discord.port.deliver({
        type: 'channel.message',
        channelId: '300000000000000203',
        content: 'x',
      }),
    );
    expect(readOnly).toMatchObject({ permanent: true, code: 'missing_permission' });
  });

  it.each([
    { status: 404, code: 10007, permanent: true, as: 'unknown_target' },
    { status: 404, code: 10011, permanent: true, as: 'unknown_target' },
    { status: 403, code: 50013, permanent: true, as: 'missing_permission' },
    { status: 403, code: 50007, permanent: true, as: 'dm_closed' },
    { status: 400, code: 40032, permanent: true, as: 'not_in_voice' },
    { status: 400, code: 50035, permanent: true, as: 'rejected' },
    { status: 401, code: 0, permanent: false, as: 'unavailable' },
    { status: 500, code: 0, permanent: false, as: 'unavailable' },
    { status: 502, code: 0, permanent: false, as: 'unavailable' },
  ])('$status ($code) is permanent: $permanent', async ({ status, code, permanent, as }) => {
    t.local.faults.failNext(1, { status, code, message: 'Simulated' });
    const error = await failure(() =>
      t.discord.port.deliver({
        type: 'channel.message',
        channelId: ids.logChannelId,
        content: 'x',
      }),
    );
    expect(error).toMatchObject({ permanent, code: as });
  });

  it('waits out a 429 for as long as Discord says, then delivers', async () => {
    t.local.faults.rateLimitNext(2, 300);
    const started = performance.now();
    await t.discord.port.deliver({
      type: 'member.addRole',
      userId: diego,
      roleId: ids.designerRoleId,
      reason: 'x',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    expect(t.local.state.members.get(diego)!.roles.has(ids.designerRoleId)).toBe(true);
  });

  it("answers Discord's 401 without a valid bot token, and 204 without a body", async () => {
    const url = `${t.baseUrl}/discord-standin/api/v10/guilds/${t.local.guildId}/members/${diego}/roles/${ids.pendingRoleId}`;
    const refused = await fetch(url, { method: 'PUT', headers: { authorization: 'Bot wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    const done = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bot ${t.local.botToken}` },
    });
    expect(done.status).toBe(204);
    expect(done.headers.get('content-type')).toBeNull();
    expect(await done.text()).toBe('');
  });
});

describe('gateway recovery', () => {
  it('resumes after a dropped connection and receives what happened meanwhile', async () => {
    const { identifies, resumes } = gateway.stats;
    gateway.drop();
    t.local.state.setVoiceChannel(diego, patrulha2);
    await until(
      () => gateway.stats.resumes,
      (n) => n > resumes,
    );
    expect(gateway.stats.identifies).toBe(identifies);
    await until(
      () => voiceRow(diego),
      (row) => row?.channelId === patrulha2,
    );
  });

  it('resumes when told to reconnect (op 7)', async () => {
    const { resumes } = gateway.stats;
    gateway.requestReconnect();
    await until(
      () => gateway.stats.resumes,
      (n) => n > resumes,
    );
    await until(() => t.discord.port.gatewayClient?.isReady(), Boolean);
  });

  it('identifies again after an invalid session, and the full sync drops who left unseen', async () => {
    // A member the catalog believes is in the guild, but Discord does not know.
    await t.database.db
      .insert(discordMembers)
      .values({ userId: '100000000000000999', username: 'ghost' });
    const { identifies } = gateway.stats;
    gateway.invalidateSessions();
    await until(
      () => gateway.stats.identifies,
      (n) => n > identifies,
    );
    await until(
      () => memberRow('100000000000000999'),
      (row) => row?.inGuild === false,
    );
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
      gateway.heartbeatIntervalMs = 15_000;
    }
    await until(
      () => t.discord.port.gatewayClient?.ws.ping ?? -1,
      (ping) => ping >= 0,
    );
  });
});

describe('the catalog follows the guild', () => {
  it('adds, renames, moves and deletes roles and channels', async () => {
    const role = t.local.state.createRole({ name: 'Evento', color: 0xff0000 });
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r[0]?.name === 'Evento',
    );
    t.local.state.updateRole(role.id, { name: 'Evento de sábado' });
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r[0]?.name === 'Evento de sábado',
    );
    t.local.state.addMemberRole(diego, role.id);
    await until(
      () => memberRow(diego),
      (row) => row?.roleIds.includes(role.id) === true,
    );
    // Discord sends GUILD_ROLE_DELETE only: the members who held it are updated by the catalog.
    t.local.state.deleteRole(role.id);
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r.length === 0,
    );
    expect((await memberRow(diego))?.roleIds).not.toContain(role.id);

    const channel = t.local.state.createChannel({
      name: 'eventos',
      type: ChannelType.GuildText,
      parentId: null,
      overwrites: [],
    });
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r.length === 1,
    );
    t.local.state.updateChannel(channel.id, { name: 'eventos-de-sabado' });
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r[0]?.name === 'eventos-de-sabado',
    );
    t.local.state.deleteChannel(channel.id);
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r.length === 0,
    );
  });

  it('follows members joining and changing roles, and voice joins, moves, mutes and leaves', async () => {
    const newcomer = '100000000000000777';
    t.local.state.addMember({ id: newcomer, username: 'nova.pessoa', globalName: 'Nova Pessoa' });
    await until(
      () => memberRow(newcomer),
      (row) => row?.globalName === 'Nova Pessoa' && row.inGuild,
    );
    t.local.state.addMemberRole(newcomer, ids.allowListRoleId);
    await until(
      () => memberRow(newcomer),
      (row) => row?.roleIds.includes(ids.allowListRoleId) === true,
    );

    t.local.state.setVoiceChannel(newcomer, '300000000000000221');
    await until(
      () => voiceRow(newcomer),
      (row) => row?.channelId === '300000000000000221',
    );
    t.local.state.setVoiceChannel(newcomer, patrulha2);
    t.local.state.setVoiceFlags(newcomer, { selfMute: true, selfDeaf: true });
    await until(
      () => voiceRow(newcomer),
      (row) => row?.channelId === patrulha2 && row.selfDeaf,
    );
    t.local.state.setVoiceChannel(newcomer, null);
    await until(
      () => voiceRow(newcomer),
      (row) => row === undefined,
    );
  });

  it('ends the panel sessions of a member who leaves the guild', async () => {
    const elisa = '100000000000000005';
    const cookie = await signIn(t.app, elisa);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    t.local.state.removeMember(elisa);
    await until(
      () => memberRow(elisa),
      (row) => row?.inGuild === false,
    );
    await t.discord.port.catalogIdle();
    expect((await me()).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, elisa))).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.endSessions'));
    expect(entry).toMatchObject({
      actorName: 'Sistema',
      target: elisa,
      details: 'Sessões de Elisa Martins encerradas: saiu do servidor do Discord',
    });
  });
});
