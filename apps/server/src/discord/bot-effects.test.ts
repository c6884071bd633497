import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discordChannels } from '../db/schema/discord';
import {
  diego,
  failure,
  gabriel,
  memberRow,
  t,
  until,
  useBotApp,
  voiceRow,
} from '../../test/bot-app';
import { defined } from '../../test/defined';
import { communitySettingIds as ids } from '@panel/discord-local/community';

/** Every effect the product asks of Discord, through REST, and what comes back on the gateway. */

useBotApp();

describe('effects through REST', () => {
  it('gives and takes a role, and the change comes back over the gateway into the catalog', async () => {
    await t.discord.port.deliver({
      type: 'member.addRole',
      userId: diego,
      roleId: ids.allowListRoleId,
      reason: 'x',
    });
    expect(defined(t.local.state.members.get(diego)).roles.has(ids.allowListRoleId)).toBe(true);
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
    expect(defined(t.local.state.members.get(diego)).roles.has(ids.allowListRoleId)).toBe(false);
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
    const dm = defined([...t.local.state.channels.values()].find((c) => c.recipientId === diego));
    const posts = (channelId: string) =>
      t.local.state.messages.filter((m) => m.channelId === channelId).map((m) => m.content);
    expect(posts(ids.logChannelId)).toContain('Registro');
    expect(posts(dm.id)).toEqual(['Olá Diego']);

    defined(t.local.state.users.get(diego)).dmsClosed = true;
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
      defined(t.local.state.users.get(diego)).dmsClosed = false;
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
    const channel = defined(
      [...t.local.state.channels.values()].find((c) => c.name === 'ticket-7-diego'),
    );
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
