import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordErrors as E, LocalDiscordError } from './faults';
import { discordIssue } from './form-errors';
import { messageComponents, numberComponents } from './message-components';
import { allowedMentionsSchema, resolveMentions } from './message-mentions';
import type { LocalChannel, LocalMessage } from './model';
import { channelPayload, messagePayload } from './payloads';
import { channelPermissions } from './permissions';
import { digits, type RestKit } from './rest-kit';

const messagesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    around: digits.optional(),
    before: digits.optional(),
    after: digits.optional(),
  })
  .superRefine((query, ctx) => {
    // message.mdx: "The before, after, and around parameters are mutually exclusive".
    const given = (['around', 'before', 'after'] as const).filter((key) => query[key]);
    for (const key of given.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        params: discordIssue(
          'BASE_TYPE_INVALID',
          'around, before and after are mutually exclusive.',
        ),
      });
    }
  });

const messageBody = z.object({
  content: z.string().max(2000).default(''),
  tts: z.boolean().optional(),
  allowed_mentions: allowedMentionsSchema.nullable().optional(),
  components: messageComponents.optional(),
});

/** message.mdx "Edit Message": every field optional; null clears it. */
const messageEdit = z.object({
  content: z.string().max(2000).nullable().optional(),
  allowed_mentions: allowedMentionsSchema.nullable().optional(),
  components: messageComponents.nullable().optional(),
});

const byId = (a: LocalMessage, b: LocalMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** A page of a channel's messages as Discord picks it, newest first (message.mdx). */
function pageOf(messages: LocalMessage[], query: z.infer<typeof messagesQuery>): LocalMessage[] {
  const sorted = [...messages].sort(byId);
  const older = (id: string) => sorted.filter((m) => BigInt(m.id) < BigInt(id));
  const { limit } = query;
  let page: LocalMessage[];
  if (query.before) page = older(query.before).slice(-limit);
  else if (query.after)
    page = sorted.filter((m) => BigInt(m.id) > BigInt(query.after ?? 0)).slice(0, limit);
  else if (query.around) {
    const newer = sorted.filter((m) => BigInt(m.id) >= BigInt(query.around ?? 0));
    const before = Math.floor(limit / 2);
    const olderPart = before > 0 ? older(query.around).slice(-before) : [];
    page = [...olderPart, ...newer.slice(0, limit - olderPart.length)];
  } else page = sorted.slice(-limit);
  return page.reverse();
}

/** A guild channel's messages are the bot's to read when it sees the channel (and joins a voice one). */
function requireReadable(kit: RestKit, channel: LocalChannel): bigint {
  if (channel.type === ChannelType.DM) return P.ViewChannel | P.ReadMessageHistory;
  const permissions = channelPermissions(kit.state, kit.state.botUserId, channel);
  const needed =
    channel.type === ChannelType.GuildVoice ? P.ViewChannel | P.Connect : P.ViewChannel;
  if ((permissions & needed) !== needed) throw E.missingAccess();
  return permissions;
}

/** Channels and their messages: read, delete, list, post. */
export function registerLocalChannelRoutes(kit: RestKit): void {
  const { state, route, parse, params } = kit;

  route('GET', '/channels/:channelId', 'bot', (request) => {
    const channel = kit.channelOf(params(request).channelId);
    if (channel.type !== ChannelType.DM) requireReadable(kit, channel);
    return channelPayload(state, channel);
  });

  // channel.mdx "Delete/Close Channel": MANAGE_CHANNELS in the channel; its messages go with it,
  // a category's channels stay without a parent. A DM is only closed.
  route('DELETE', '/channels/:channelId', 'bot', (request) => {
    const channel = kit.channelOf(params(request).channelId);
    if (channel.type === ChannelType.DM) return channelPayload(state, channel);
    if (!(channelPermissions(state, state.botUserId, channel) & P.ViewChannel)) {
      throw E.missingAccess();
    }
    kit.requireChannelPermission(channel, P.ManageChannels);
    const payload = channelPayload(state, channel);
    state.deleteChannel(channel.id);
    state.record('channel.delete', { channelId: channel.id, name: channel.name });
    return payload;
  });

  route('GET', '/channels/:channelId/messages', 'bot', (request) => {
    const channel = kit.channelOf(params(request).channelId);
    const permissions = requireReadable(kit, channel);
    const query = parse(messagesQuery, request.query);
    // message.mdx: without READ_MESSAGE_HISTORY "no messages will be returned" (no error).
    if (!(permissions & P.ReadMessageHistory)) return [];
    return pageOf(
      state.messages.filter((message) => message.channelId === channel.id),
      query,
    ).map((message) => messagePayload(state, message));
  });

  route('POST', '/channels/:channelId/messages', 'bot', (request) => {
    const channel = kit.channelOf(params(request).channelId);
    const input = parse(messageBody, request.body);
    if (!input.content.trim() && !input.components?.length) {
      throw new LocalDiscordError(400, 50006, 'Cannot send an empty message');
    }
    if (channel.type === ChannelType.DM) {
      const recipient = state.users.get(channel.recipientId ?? '');
      // Discord refuses DMs to members who closed them, and to users sharing no server.
      if (!recipient || recipient.dmsClosed || !state.members.has(recipient.id))
        throw E.cannotMessageUser();
    } else {
      if (channel.type === ChannelType.GuildCategory) {
        throw new LocalDiscordError(400, 50008, 'Cannot send messages in a non-text channel');
      }
      const permissions = channelPermissions(state, state.botUserId, channel);
      if (!(permissions & P.ViewChannel)) throw E.missingAccess();
      if (!(permissions & P.SendMessages)) throw E.missingPermissions();
    }
    const mentions = resolveMentions(
      state,
      channel,
      state.botUserId,
      input.content,
      input.allowed_mentions,
    );
    const message = state.postMessage(channel.id, state.botUserId, input.content, mentions, {
      components: numberComponents(input.components ?? []),
    });
    if (channel.type === ChannelType.DM) {
      state.record('member.directMessage', { userId: channel.recipientId, content: input.content });
    } else {
      state.record('channel.message', { channelId: channel.id, content: input.content });
    }
    return messagePayload(state, message);
  });

  // message.mdx "Edit Message": the author edits content and components; anyone else's message
  // is refused (50005). What is left must not be empty (50006).
  route('PATCH', '/channels/:channelId/messages/:messageId', 'bot', (request) => {
    const { channelId, messageId } = params(request);
    const channel = kit.channelOf(channelId);
    if (channel.type !== ChannelType.DM) requireReadable(kit, channel);
    const message = state.messages.find((m) => m.id === messageId && m.channelId === channel.id);
    if (!message) throw E.unknownMessage();
    if (message.authorId !== state.botUserId) {
      throw new LocalDiscordError(403, 50005, 'Cannot edit a message authored by another user');
    }
    const input = parse(messageEdit, request.body);
    const content = input.content === undefined ? message.content : (input.content ?? '');
    const components =
      input.components === undefined
        ? message.components
        : numberComponents(input.components ?? []);
    if (!content.trim() && components.length === 0) {
      throw new LocalDiscordError(400, 50006, 'Cannot send an empty message');
    }
    if (input.content !== undefined) {
      Object.assign(
        message,
        resolveMentions(state, channel, state.botUserId, content, input.allowed_mentions),
      );
    }
    Object.assign(message, { content, components, editedAt: new Date().toISOString() });
    state.record('channel.editMessage', { channelId: channel.id, messageId, content });
    return messagePayload(state, message);
  });
}
