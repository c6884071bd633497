import {
  ChannelType,
  type APIChannel,
  type APIGuildMember,
  type APIMessage,
  type APIRole,
  type APIUser,
  type GatewayVoiceState,
} from 'discord-api-types/v10';
import type { LocalChannel, LocalMessage, LocalRole, LocalUser, LocalVoiceState } from './model';
import type { LocalGuildStore } from './state-store';

/** The local Discord's objects in Discord's JSON shapes (API v10). */

export function userPayload(user: LocalUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName,
    discriminator: '0',
    avatar: user.avatar,
    ...(user.bot && { bot: true }),
  };
}

export function rolePayload(role: LocalRole): APIRole {
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
    flags: 0 as APIRole['flags'],
  };
}

export function channelPayload(state: LocalGuildStore, channel: LocalChannel): APIChannel {
  if (channel.type === ChannelType.DM) {
    const recipient = state.users.get(channel.recipientId ?? '');
    return {
      id: channel.id,
      type: ChannelType.DM,
      last_message_id: null,
      flags: 0,
      recipients: recipient ? [userPayload(recipient)] : [],
    } as unknown as APIChannel;
  }
  return {
    id: channel.id,
    type: channel.type,
    guild_id: state.guild.id,
    name: channel.name,
    position: channel.position,
    parent_id: channel.parentId,
    flags: 0,
    nsfw: false,
    permission_overwrites: channel.overwrites.map((o) => ({
      id: o.id,
      type: o.type,
      allow: String(o.allow),
      deny: String(o.deny),
    })),
    ...(channel.type === ChannelType.GuildVoice && {
      bitrate: 64000,
      user_limit: 0,
      rtc_region: null,
    }),
  } as unknown as APIChannel;
}

export function memberPayload(state: LocalGuildStore, userId: string): APIGuildMember {
  const member = state.members.get(userId);
  const user = state.users.get(userId);
  return {
    user: user
      ? userPayload(user)
      : { id: userId, username: 'unknown', discriminator: '0', global_name: null, avatar: null },
    nick: member?.nick ?? null,
    avatar: null,
    banner: null,
    roles: [...(member?.roles ?? [])],
    joined_at: member?.joinedAt ?? new Date().toISOString(),
    deaf: member?.deaf ?? false,
    mute: member?.mute ?? false,
    flags: 0 as APIGuildMember['flags'],
    pending: false,
  };
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

export function messagePayload(state: LocalGuildStore, message: LocalMessage): APIMessage {
  const author = state.users.get(message.authorId);
  return {
    id: message.id,
    channel_id: message.channelId,
    author: userPayload(author ?? state.knownUser(state.botUserId)),
    content: message.content,
    timestamp: message.at,
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  };
}
