import {
  ChannelType,
  type MessageType,
  type APIChannel,
  type APIDMChannel,
  type APIGuildCategoryChannel,
  type APIGuildMember,
  type APIGuildVoiceChannel,
  type APIMessage,
  type APIRole,
  type APITextChannel,
  type APIUser,
  type GatewayVoiceState,
  type RoleFlags,
  type UserFlags,
  type ChannelFlags,
  type GuildMemberFlags,
  type MessageFlags,
} from 'discord-api-types/v10';
import { embedPayload } from './message-embeds';
import type {
  LocalChannel,
  LocalMessage,
  LocalMessageInteraction,
  LocalRole,
  LocalUser,
  LocalVoiceState,
} from './model';
import type { LocalGuildStore } from './state-store';

/**
 * The local Discord's objects in Discord's JSON shapes (API v10), held to discord-api-types'
 * shapes with `satisfies`, and with every field Discord always sends even when empty
 * (developers/resources/user.mdx, guild.mdx, message.mdx, channel.mdx).
 */

export function userPayload(user: LocalUser) {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName,
    discriminator: '0',
    avatar: user.avatar,
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    primary_guild: null,
    ...(user.bot && { bot: true }),
  } satisfies APIUser;
}

/** `GET /users/@me`: the account's own fields besides; `email` only with the `email` scope. */
export function currentUserPayload(user: LocalUser, withEmail: boolean) {
  return {
    ...userPayload(user),
    mfa_enabled: user.mfaEnabled,
    locale: 'pt-BR',
    verified: true,
    premium_type: 0,
    ...(withEmail && { email: `${user.username}@example.invalid` }),
  } satisfies APIUser;
}

export function rolePayload(role: LocalRole) {
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.hoist,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: String(role.permissions),
    managed: role.managed,
    mentionable: false,
    flags: 0 as RoleFlags,
  } satisfies APIRole;
}

export function channelPayload(state: LocalGuildStore, channel: LocalChannel): APIChannel {
  if (channel.type === ChannelType.DM) {
    const recipient = state.users.get(channel.recipientId ?? '');
    return {
      id: channel.id,
      type: ChannelType.DM,
      name: null,
      last_message_id: lastMessageId(state, channel.id),
      flags: 0 as ChannelFlags,
      recipients: recipient ? [userPayload(recipient)] : [],
    } satisfies APIDMChannel;
  }
  const common = {
    id: channel.id,
    guild_id: state.guild.id,
    name: channel.name,
    position: channel.position,
    parent_id: channel.parentId,
    flags: 0 as ChannelFlags,
    nsfw: false,
    permission_overwrites: channel.overwrites.map((o) => ({
      id: o.id,
      type: o.type,
      allow: String(o.allow),
      deny: String(o.deny),
    })),
  };
  if (channel.type === ChannelType.GuildCategory) {
    return {
      ...common,
      type: ChannelType.GuildCategory,
      parent_id: null,
    } satisfies APIGuildCategoryChannel;
  }
  if (channel.type === ChannelType.GuildVoice) {
    return {
      ...common,
      type: ChannelType.GuildVoice,
      last_message_id: lastMessageId(state, channel.id),
      rate_limit_per_user: 0,
      bitrate: 64000,
      user_limit: 0,
      rtc_region: null,
    } satisfies APIGuildVoiceChannel;
  }
  return {
    ...common,
    type: ChannelType.GuildText,
    topic: null,
    last_message_id: lastMessageId(state, channel.id),
    rate_limit_per_user: 0,
  } satisfies APITextChannel;
}

function lastMessageId(state: LocalGuildStore, channelId: string): string | null {
  return state.messages.findLast((message) => message.channelId === channelId)?.id ?? null;
}

export function memberPayload(state: LocalGuildStore, userId: string) {
  const member = state.members.get(userId);
  const user = state.users.get(userId);
  return {
    user: user
      ? userPayload(user)
      : { id: userId, username: 'unknown', discriminator: '0', global_name: null, avatar: null },
    nick: member?.nick ?? null,
    avatar: null,
    banner: null,
    // @everyone is every member's without being listed (guild.mdx, guild member object).
    roles: [...(member?.roles ?? [])].filter((roleId) => roleId !== state.guild.id),
    joined_at: member?.joinedAt ?? new Date().toISOString(),
    premium_since: null,
    deaf: member?.deaf ?? false,
    mute: member?.mute ?? false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  } satisfies APIGuildMember;
}

export function voiceStatePayload(
  state: LocalGuildStore,
  voice: LocalVoiceState | (Omit<LocalVoiceState, 'channelId'> & { channelId: null }),
  withMember: boolean,
): GatewayVoiceState {
  return {
    guild_id: state.guild.id,
    channel_id: voice.channelId,
    user_id: voice.userId,
    ...(withMember &&
      state.members.has(voice.userId) && { member: memberPayload(state, voice.userId) }),
    session_id: voice.sessionId,
    deaf: voice.deaf,
    mute: voice.mute,
    self_deaf: voice.selfDeaf,
    self_mute: voice.selfMute,
    self_video: false,
    suppress: false,
    request_to_speak_timestamp: null,
  };
}

export function messagePayload(state: LocalGuildStore, message: LocalMessage) {
  const author = state.users.get(message.authorId);
  const channel = state.channels.get(message.channelId);
  return {
    id: message.id,
    type: message.type as MessageType,
    channel_id: message.channelId,
    ...(channel && channel.type !== ChannelType.DM && { guild_id: state.guild.id }),
    author: userPayload(author ?? state.knownUser(state.botUserId)),
    content: message.content,
    timestamp: message.at,
    edited_timestamp: message.editedAt,
    tts: false,
    mention_everyone: message.mentionEveryone,
    mentions: message.mentionIds.flatMap((id) => {
      const user = state.users.get(id);
      return user ? [userPayload(user)] : [];
    }),
    mention_roles: [...message.mentionRoleIds],
    attachments: [],
    embeds: message.embeds.map(embedPayload),
    components: message.components as APIMessage['components'],
    pinned: false,
    flags: message.flags as MessageFlags,
    // An interaction's answer is sent by the application's webhook (message.mdx
    // "Message Interaction Metadata Object").
    ...(message.interaction && {
      application_id: state.application.id,
      webhook_id: state.application.id,
      // Built for the three kinds at once; its shape is checked by the OpenAPI conformance test.
      interaction_metadata: interactionMetadata(
        state,
        message.interaction,
      ) as unknown as APIMessage['interaction_metadata'],
    }),
  } satisfies APIMessage;
}

function interactionMetadata(
  state: LocalGuildStore,
  meta: LocalMessageInteraction,
): Record<string, unknown> {
  return {
    id: meta.id,
    type: meta.type,
    user: userPayload(state.knownUser(meta.userId)),
    authorizing_integration_owners: { '0': state.guild.id },
    ...(meta.originalResponseId && { original_response_message_id: meta.originalResponseId }),
    ...(meta.interactedMessageId && { interacted_message_id: meta.interactedMessageId }),
    ...(meta.targetUserId && { target_user: userPayload(state.knownUser(meta.targetUserId)) }),
    ...(meta.targetMessageId && { target_message_id: meta.targetMessageId }),
    ...(meta.triggering && {
      triggering_interaction_metadata: interactionMetadata(state, meta.triggering),
    }),
  };
}
