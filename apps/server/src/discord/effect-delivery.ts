import {
  ChannelType,
  DiscordAPIError,
  PermissionFlagsBits,
  Routes,
  type APIMessage,
  type REST,
} from 'discord.js';
import type { TranscriptMessage } from '@panel/contract/api/tickets';
import type { DeliveryResult, DiscordEffect } from './effects';

/**
 * Carries out one outbox effect over Discord's REST API and answers what it made (a created
 * channel's id, an archived channel's messages). Throws what discord.js throws.
 */
export async function applyEffect(
  rest: REST,
  guildId: string,
  effect: DiscordEffect,
  botUserId: () => Promise<string>,
): Promise<DeliveryResult> {
  switch (effect.type) {
    case 'member.addRole':
      await rest.put(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
        reason: effect.reason,
      });
      return null;
    case 'member.removeRole':
      await rest.delete(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
        reason: effect.reason,
      });
      return null;
    case 'channel.message':
      await rest.post(Routes.channelMessages(effect.channelId), {
        body: { content: effect.content, allowed_mentions: { parse: ['users'] } },
      });
      return null;
    case 'channel.createPrivate':
      return { channelId: await createPrivateChannel(rest, guildId, effect, await botUserId()) };
    case 'channel.archive':
      return archiveChannel(rest, effect.channelId);
    case 'channel.delete':
      try {
        await rest.delete(Routes.channel(effect.channelId), { reason: effect.reason });
      } catch (error) {
        // Already gone (deleted by hand in Discord): what was asked is done.
        if (!(error instanceof DiscordAPIError && error.code === 10003)) throw error;
      }
      return null;
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
      return null;
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
): Promise<string> {
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
  return channel.id;
}

/** The most of a channel's messages a transcript keeps (ten pages of Discord's 100). */
const transcriptMaxMessages = 1_000;

/** A message as the transcript keeps it: user mentions written as the names Discord gave. */
function archivedMessage(message: APIMessage): TranscriptMessage {
  const names = new Map(
    message.mentions.map((user) => [user.id, user.global_name ?? user.username]),
  );
  const content = message.content.replace(/<@!?(\d+)>/g, (mention, id: string) =>
    names.has(id) ? `@${names.get(id)}` : mention,
  );
  const { author } = message;
  return {
    id: message.id,
    authorId: author.id,
    authorName: author.global_name ?? author.username,
    authorAvatarUrl: author.avatar
      ? `https://cdn.discordapp.com/avatars/${author.id}/${author.avatar}.png?size=64`
      : null,
    bot: author.bot === true,
    content,
    at: message.timestamp,
    attachments: message.attachments.map((attachment) => attachment.filename),
  };
}

/**
 * A channel's messages, oldest first, read newest first a page of 100 at a time (Discord's
 * most) up to `transcriptMaxMessages`.
 */
async function archiveChannel(rest: REST, channelId: string): Promise<DeliveryResult> {
  const messages: TranscriptMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(before && { before }) });
    const page = (await rest.get(Routes.channelMessages(channelId), { query })) as APIMessage[];
    messages.push(...page.map(archivedMessage));
    before = page.at(-1)?.id;
    if (page.length < 100 || !before) return { messages: messages.reverse(), truncated: false };
    if (messages.length >= transcriptMaxMessages) {
      return { messages: messages.slice(0, transcriptMaxMessages).reverse(), truncated: true };
    }
  }
}
