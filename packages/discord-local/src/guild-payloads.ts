import {
  type GatewayGuildCreateDispatchData,
  type GatewayVoiceState,
  ChannelType,
  Locale,
  type APIChannel,
  type APIGuild,
  type GuildSystemChannelFlags,
} from 'discord-api-types/v10';
import { channelPayload, memberPayload, rolePayload, voiceStatePayload } from './payloads';
import type { LocalGuildStore } from './state-store';

/**
 * The guild as the REST API answers it (no members or channels), in discord-api-types' shape,
 * with the fields Discord's OpenAPI spec (GuildWithCountsResponse) lists as always sent that
 * discord-api-types leaves out (`home_header`, `nsfw`).
 */
export function guildPayload(state: LocalGuildStore, withCounts: boolean) {
  return { ...typedGuildPayload(state, withCounts), home_header: null, nsfw: false };
}

function typedGuildPayload(state: LocalGuildStore, withCounts: boolean) {
  return {
    id: state.guild.id,
    name: state.guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: state.guild.ownerId,
    // Voice regions moved to channels (`rtc_region`); Discord still sends `region`, as this.
    region: 'deprecated',
    afk_channel_id: state.guild.afkChannelId,
    afk_timeout: 300,
    verification_level: 1,
    default_message_notifications: 1,
    explicit_content_filter: 2,
    mfa_level: 0,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: Locale.PortugueseBR,
    system_channel_id: null,
    system_channel_flags: 0 as GuildSystemChannelFlags,
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
    widget_enabled: false,
    widget_channel_id: null,
    max_presences: null,
    max_members: 500000,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    hub_type: null,
    incidents_data: null,
    ...(withCounts && {
      approximate_member_count: state.members.size,
      approximate_presence_count: state.voiceStates.size,
    }),
  } satisfies APIGuild;
}

/**
 * GUILD_CREATE as Discord sends it on IDENTIFY. Its members are everyone only with the presences
 * intent; without it, only the bot and whoever is in voice (the rest comes by op 8). `large`
 * past the identify's `large_threshold` (50 by default).
 */
export function guildCreatePayload(
  state: LocalGuildStore,
  options: { presences: boolean; largeThreshold: number },
) {
  const members = [...state.members.keys()].filter(
    (id) => options.presences || id === state.botUserId || state.voiceStates.has(id),
  );
  return {
    ...guildPayload(state, false),
    joined_at: '2025-01-10T12:00:00.000Z',
    large: state.members.size > options.largeThreshold,
    unavailable: false,
    member_count: state.members.size,
    members: members.map((id) => memberPayload(state, id)),
    channels: [...state.channels.values()]
      .map((channel) => channelPayload(state, channel))
      .filter(isGuildChannel),
    threads: [],
    presences: [],
    // Voice states in GUILD_CREATE carry no guild id: the guild is the one being sent.
    voice_states: [...state.voiceStates.values()].map((voice) =>
      withoutGuildId(voiceStatePayload(state, voice, false)),
    ),
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  } satisfies GatewayGuildCreateDispatchData;
}

type GuildCreateChannel = GatewayGuildCreateDispatchData['channels'][number];

/** The guild's own channels (the local Discord has no threads): not the bot's DMs. */
function isGuildChannel(channel: APIChannel): channel is GuildCreateChannel {
  return channel.type !== ChannelType.DM && channel.type !== ChannelType.GroupDM;
}

function withoutGuildId(voice: GatewayVoiceState): Omit<GatewayVoiceState, 'guild_id'> {
  const { guild_id: guildId, ...rest } = voice;
  void guildId;
  return rest;
}
