import {
  GatewayIntentBits as I,
  type GatewayGuildMembersChunkDispatchData,
  type GatewayReadyDispatchData,
} from 'discord-api-types/v10';
import { currentUserPayload, memberPayload } from './payloads';
import type { LocalGuildState } from './state';
import { asText } from './values';

/** The gateway intent each event needs (0: none). */
export function intentOf(event: string): number {
  // gateway.mdx: interactions need no intent.
  if (event === 'INTERACTION_CREATE') return 0;
  if (event.startsWith('GUILD_MEMBER')) return I.GuildMembers;
  if (event === 'VOICE_STATE_UPDATE') return I.GuildVoiceStates;
  return I.Guilds;
}

/** READY: the bot's user, the guild (unavailable until its GUILD_CREATE) and where to resume. */
export function readyPayload(state: LocalGuildState, sessionId: string, resumeUrl: string) {
  const documented = {
    v: 10,
    user: currentUserPayload(state.knownUser(state.botUserId), false),
    guilds: [{ id: state.guild.id, unavailable: true }],
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    shard: [0, 1],
    application: { id: state.application.id, flags: 1 << 15, flags_new: String(1 << 15) },
  } satisfies GatewayReadyDispatchData;
  // And what Discord sends a bot beside the documented fields.
  return {
    ...documented,
    private_channels: [],
    relationships: [],
    presences: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    user_settings: {},
  };
}

/** The GUILD_MEMBERS_CHUNK payloads answering op 8, a thousand members per chunk. */
export function memberChunks(
  state: LocalGuildState,
  request: Record<string, unknown>,
): GatewayGuildMembersChunkDispatchData[] {
  const query = asText(request.query).toLowerCase();
  const limit = Number(request.limit) || Number.POSITIVE_INFINITY;
  const userIds = Array.isArray(request.user_ids) ? request.user_ids.map(asText) : null;
  const ids = userIds
    ? userIds.filter((id) => state.members.has(id))
    : [...state.members.keys()]
        .filter((id) => {
          const user = state.users.get(id);
          return (
            !query ||
            [user?.username, user?.globalName].some((n) => n?.toLowerCase().startsWith(query))
          );
        })
        .slice(0, limit);
  const chunks = Math.max(1, Math.ceil(ids.length / 1000));
  return Array.from({ length: chunks }, (_, index) => ({
    guild_id: state.guild.id,
    members: ids.slice(index * 1000, (index + 1) * 1000).map((id) => memberPayload(state, id)),
    chunk_index: index,
    chunk_count: chunks,
    ...(userIds && { not_found: userIds.filter((id) => !state.members.has(id)) }),
    ...(typeof request.nonce === 'string' && { nonce: request.nonce }),
  }));
}
