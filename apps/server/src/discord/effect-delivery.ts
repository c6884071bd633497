import {
  ButtonStyle,
  ChannelType,
  ComponentType,
  DiscordAPIError,
  PermissionFlagsBits,
  Routes,
  type APIMessage,
  type REST,
} from 'discord.js';
import type { TranscriptMessage } from '@panel/contract/api/tickets';
import type { BotMessage, DeliveryResult, DiscordEffect } from '../outbox/discord-effects';

/** Where effects land: the guild, the panel's public address (for link buttons), the bot. */
export interface EffectTarget {
  guildId: string;
  panelUrl: string;
  botUserId: () => Promise<string>;
}

const buttonStyles = {
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
  secondary: ButtonStyle.Secondary,
} as const;

/** A bot message as Discord's message body: its buttons in one action row, mentions silent. */
function messageBody(message: BotMessage, panelUrl: string) {
  const buttons = message.buttons.map((button) =>
    button.style === 'link'
      ? {
          type: ComponentType.Button,
          style: ButtonStyle.Link,
          label: button.label,
          url: new URL(button.path, panelUrl).toString(),
        }
      : {
          type: ComponentType.Button,
          style: buttonStyles[button.style],
          label: button.label,
          custom_id: button.customId,
        },
  );
  return {
    content: message.content,
    components: buttons.length > 0 ? [{ type: ComponentType.ActionRow, components: buttons }] : [],
    allowed_mentions: { parse: [] },
  };
}

/**
 * Carries out one outbox effect over Discord's REST API and answers what it made (a created
 * channel's id, a posted message's id, an archived channel's messages). Throws what
 * discord.js throws.
 */
export async function applyEffect(
  rest: REST,
  target: EffectTarget,
  effect: DiscordEffect,
): Promise<DeliveryResult> {
  const { guildId } = target;
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
      return {
        channelId: await createPrivateChannel(rest, guildId, effect, await target.botUserId()),
      };
    case 'message.post': {
      const posted = (await rest.post(Routes.channelMessages(effect.channelId), {
        body: messageBody(effect.message, target.panelUrl),
      })) as { id: string };
      return { messageId: posted.id };
    }
    case 'message.edit':
      try {
        await rest.patch(Routes.channelMessage(effect.channelId, effect.messageId), {
          body: messageBody(effect.message, target.panelUrl),
        });
      } catch (error) {
        // Deleted by hand in Discord (or its channel): there is nothing left to update.
        const gone =
          error instanceof DiscordAPIError && (error.code === 10008 || error.code === 10003);
        if (!gone) throw error;
      }
      return null;
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
