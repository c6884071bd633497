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
import type { LocalGuildState } from './state';

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

export function channelPayload(state: LocalGuildState, channel: LocalChannel): APIChannel {
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

export function memberPayload(state: LocalGuildState, userId: string): APIGuildMember {
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
  state: LocalGuildState,
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

export function messagePayload(state: LocalGuildState, message: LocalMessage): APIMessage {
  const author = state.users.get(message.authorId);
  return {
    id: message.id,
    channel_id: message.channelId,
    author: author ? userPayload(author) : userPayload(state.users.get(state.botUserId)!),
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

/** The guild as the REST API answers it (no members or channels). */
export function guildPayload(state: LocalGuildState, withCounts: boolean) {
  return {
    id: state.guild.id,
    name: state.guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: state.guild.ownerId,
    afk_channel_id: state.guild.afkChannelId,
    afk_timeout: 300,
    verification_level: 1,
    default_message_notifications: 1,
    explicit_content_filter: 2,
    mfa_level: 0,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'pt-BR',
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    nsfw_level: 0,
    application_id: null,
    features: [],
    emojis: [],
    stickers: [],
    roles: [...state.roles.values()].map(rolePayload),
    premium_progress_bar_enabled: false,
    ...(withCounts && {
      approximate_member_count: state.members.size,
      approximate_presence_count: state.voiceStates.size,
    }),
  };
}

/** GUILD_CREATE: the whole guild, with its channels, members and voice states. */
export function guildCreatePayload(state: LocalGuildState) {
  return {
    ...guildPayload(state, false),
    joined_at: '2025-01-10T12:00:00.000Z',
    large: false,
    unavailable: false,
    member_count: state.members.size,
    members: [...state.members.keys()].map((id) => memberPayload(state, id)),
    channels: [...state.channels.values()]
      .filter((channel) => channel.type !== ChannelType.DM)
      .map((channel) => channelPayload(state, channel)),
    threads: [],
    presences: [],
    // Voice states in GUILD_CREATE carry no guild id: the guild is the one being sent.
    voice_states: [...state.voiceStates.values()].map((voice) =>
      Object.fromEntries(
        Object.entries(voiceStatePayload(state, voice, false)).filter(
          ([key]) => key !== 'guild_id',
        ),
      ),
    ),
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
