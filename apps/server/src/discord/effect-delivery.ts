import { ChannelType, DiscordAPIError, PermissionFlagsBits, Routes, type REST } from 'discord.js';
import type { DiscordEffect } from './effects';

/** Carries out one outbox effect over Discord's REST API. Throws what discord.js throws. */
export async function applyEffect(
  rest: REST,
  guildId: string,
  effect: DiscordEffect,
  botUserId: () => Promise<string>,
): Promise<void> {
  switch (effect.type) {
    case 'member.addRole':
      await rest.put(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
        reason: effect.reason,
      });
      return;
    case 'member.removeRole':
      await rest.delete(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
        reason: effect.reason,
      });
      return;
    case 'channel.message':
      await rest.post(Routes.channelMessages(effect.channelId), {
        body: { content: effect.content, allowed_mentions: { parse: ['users'] } },
      });
      return;
    case 'channel.createPrivate':
      await createPrivateChannel(rest, guildId, effect, await botUserId());
      return;
    case 'member.directMessage':
      try {
        const channel = (await rest.post(Routes.userChannels(), {
          body: { recipient_id: effect.userId },
        })) as { id: string };
        await rest.post(Routes.channelMessages(channel.id), { body: { content: effect.content } });
      } catch (error) {
        const closed = error instanceof DiscordAPIError && error.code === 50007;
        if (!closed || !effect.fallbackChannelId) throw error;
        await rest.post(Routes.channelMessages(effect.fallbackChannelId), {
          body: {
            content: `<@${effect.userId}> ${effect.content}`,
            allowed_mentions: { users: [effect.userId] },
          },
        });
      }
      return;
  }
}

/**
 * Hidden from @everyone; visible to the member, the bot and the staff roles. Discord lets the
 * bot grant only permissions it holds: the README's invite asks for each of these.
 */
async function createPrivateChannel(
  rest: REST,
  guildId: string,
  effect: Extract<DiscordEffect, { type: 'channel.createPrivate' }>,
  botUserId: string,
): Promise<void> {
  const talk =
    PermissionFlagsBits.ViewChannel |
    PermissionFlagsBits.SendMessages |
    PermissionFlagsBits.ReadMessageHistory |
    PermissionFlagsBits.AttachFiles;
  const channel = (await rest.post(Routes.guildChannels(guildId), {
    body: {
      name: effect.name,
      type: ChannelType.GuildText,
      parent_id: effect.parentId,
      permission_overwrites: [
        // The @everyone role has the guild's id.
        { id: guildId, type: 0, deny: String(PermissionFlagsBits.ViewChannel) },
        { id: effect.userId, type: 1, allow: String(talk) },
        { id: botUserId, type: 1, allow: String(talk | PermissionFlagsBits.ManageChannels) },
        ...effect.staffRoleIds.map((id) => ({ id, type: 0, allow: String(talk) })),
      ],
    },
    reason: 'Ticket aberto no painel',
  })) as { id: string };
  await rest.post(Routes.channelMessages(channel.id), {
    body: { content: effect.content, allowed_mentions: { users: [effect.userId] } },
  });
}
