import { ChannelType, PermissionFlagsBits as P, Routes, type APIChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { communityId } from './community';
import { localDiscordIds } from './identities';
import { discordError, lastAnswer, useRestTestDiscord } from './rest-test-discord';

const d = useRestTestDiscord();
const guild = localDiscordIds.guild;
const botRole = localDiscordIds.botRole;
const geral = communityId(204);
const informacoes = communityId(201);

const create = (body: Record<string, unknown>) =>
  d.rest.post(Routes.guildChannels(guild), { body }) as Promise<APIChannel>;

describe('channels over REST', () => {
  it('creates with 201 and CHANNEL_CREATE, deletes with 200, CHANNEL_DELETE and its messages gone', async () => {
    const events: string[] = [];
    d.local.state.on('dispatch', (event) => events.push(event.t));
    const channel = await create({ name: 'Ticket Ana', parent_id: informacoes });
    expect(lastAnswer(d.answers, 'POST', Routes.guildChannels(guild)).status).toBe(201);
    await d.rest.post(Routes.channelMessages(channel.id), { body: { content: 'Olá' } });

    const deleted = (await d.rest.delete(Routes.channel(channel.id))) as APIChannel;
    expect(lastAnswer(d.answers, 'DELETE', Routes.channel(channel.id)).status).toBe(200);
    expect(deleted).toMatchObject({ id: channel.id, name: 'ticket-ana', parent_id: informacoes });
    expect(events).toEqual(['CHANNEL_CREATE', 'CHANNEL_DELETE']);
    expect(d.local.state.channels.has(channel.id)).toBe(false);
    expect(d.local.state.messages.some((m) => m.channelId === channel.id)).toBe(false);

    const again = await discordError(d.rest.delete(Routes.channel(channel.id)));
    expect([again.status, again.code]).toEqual([404, 10003]);
  });

  it("refuses to delete where the channel's overwrites deny the bot MANAGE_CHANNELS", async () => {
    const denied = [{ id: botRole, type: 0, deny: String(P.ManageChannels) }];
    expect((await d.control('PATCH', `/channels/${geral}`, { overwrites: denied })).status).toBe(
      204,
    );
    const refused = await discordError(d.rest.delete(Routes.channel(geral)));
    expect([refused.status, refused.code]).toEqual([403, 50013]);
    expect(d.local.state.channels.has(geral)).toBe(true);
    await d.control('PATCH', `/channels/${geral}`, { overwrites: [] });
  });

  it('refuses overwrites that allow or deny what the bot lacks, and MANAGE_ROLES unless it is an administrator', async () => {
    const overwrite = (allow: bigint, deny = 0n) => ({
      name: 'privado',
      permission_overwrites: [{ id: guild, type: 0, allow: String(allow), deny: String(deny) }],
    });
    // The bot holds neither BAN_MEMBERS nor ADMINISTRATOR; it holds MANAGE_ROLES.
    for (const body of [
      overwrite(P.BanMembers),
      overwrite(0n, P.BanMembers),
      overwrite(P.ManageRoles),
      overwrite(0n, P.ManageRoles),
    ]) {
      const refused = await discordError(create(body));
      expect([refused.status, refused.code]).toEqual([403, 50013]);
    }
    await expect(create(overwrite(P.SendMessages, P.ViewChannel))).resolves.toMatchObject({
      name: 'privado',
    });

    // In a category, what the bot holds there counts.
    const category = await create({ name: 'Tickets', type: ChannelType.GuildCategory });
    await d.control('PATCH', `/channels/${category.id}`, {
      overwrites: [{ id: botRole, type: 0, deny: String(P.AttachFiles) }],
    });
    const inCategory = await discordError(
      create({ ...overwrite(P.AttachFiles), parent_id: category.id }),
    );
    expect(inCategory.code).toBe(50013);
    await expect(create(overwrite(P.AttachFiles))).resolves.toBeDefined();

    const held = String(d.local.state.roles.get(botRole)?.permissions);
    await d.control('PATCH', `/roles/${botRole}`, { permissions: String(P.Administrator) });
    try {
      await expect(create(overwrite(P.ManageRoles | P.BanMembers))).resolves.toBeDefined();
    } finally {
      await d.control('PATCH', `/roles/${botRole}`, { permissions: held });
    }
  });

  it('stops at 50 channels in a category (50035 on parent_id)', async () => {
    const category = await create({ name: 'Cheia', type: ChannelType.GuildCategory });
    for (let i = 0; i < 50; i++) {
      d.local.state.createChannel({
        name: `canal-${i}`,
        type: ChannelType.GuildText,
        parentId: category.id,
        overwrites: [],
      });
    }
    const refused = await discordError(create({ name: 'mais-um', parent_id: category.id }));
    expect(refused.status).toBe(400);
    expect(refused.rawError).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        parent_id: {
          _errors: [
            {
              code: 'CHANNEL_PARENT_MAX_CHANNELS',
              message: 'Maximum number of channels in category reached (50)',
            },
          ],
        },
      },
    });
  });

  it('stops at 500 channels in the guild (30013)', async () => {
    const count = () =>
      [...d.local.state.channels.values()].filter((c) => c.type !== ChannelType.DM).length;
    while (count() < 500) {
      d.local.state.createChannel({
        name: 'enchimento',
        type: ChannelType.GuildText,
        parentId: null,
        overwrites: [],
      });
    }
    const refused = await discordError(create({ name: 'quinhentos-e-um' }));
    expect(refused.status).toBe(400);
    expect(refused.rawError).toEqual({
      message: 'Maximum number of guild channels reached (500)',
      code: 30013,
    });
  });
});
