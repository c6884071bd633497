import { ChannelType } from 'discord-api-types/v10';
import { communityRegulars } from './community-members';
import type { LocalGuildState } from './state';

export interface VoiceSimulatorOptions {
  /** Same seed, same day: the same comings and goings. */
  seed?: number;
  /** How many of the community's regulars take part. */
  members?: number;
  /** Each member's plan changes at most this often. */
  slotMs?: number;
  tickMs?: number;
  now?: () => number;
}

/** A number in [0, 1) from a text, always the same for the same text (FNV-1a, then mixed). */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x45d9f3b);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** Share of members in voice by hour in Brasília: quiet at dawn, busy in the evening. */
function activity(hour: number): number {
  if (hour < 7) return 0.1;
  if (hour < 12) return 0.3;
  if (hour < 18) return 0.45;
  return 0.7;
}

export interface VoicePlan {
  channelId: string | null;
  selfMute: boolean;
}

/** Where a simulated member is at a given time: a pure function of seed, member and time. */
export function plannedVoice(
  seed: number,
  userId: string,
  at: number,
  channelIds: readonly string[],
  afkChannelId: string | null,
  slotMs: number,
): VoicePlan {
  // Each member's slots start at their own offset, so they do not all move at once.
  const offset = Math.floor(unit(`${seed}:${userId}:offset`) * slotMs);
  const slot = Math.floor((at + offset) / slotMs);
  const hour = (new Date(at).getUTCHours() + 21) % 24; // America/Sao_Paulo, UTC-3
  const key = `${seed}:${userId}:${slot}`;
  if (unit(`${key}:in`) >= activity(hour) || channelIds.length === 0) {
    return { channelId: null, selfMute: false };
  }
  const afk = afkChannelId !== null && unit(`${key}:afk`) < 0.08;
  const channelId = afk
    ? afkChannelId
    : (channelIds[Math.floor(unit(`${key}:channel`) * channelIds.length)] ?? null);
  return { channelId, selfMute: unit(`${key}:mute`) < 0.2 };
}

/**
 * Demo life: moves a handful of demo members in and out of the voice channels over the
 * day, deterministically, so `/calls` and the ranking are never empty in a demo. The
 * changes go through the local Discord's state, so the bot sees them as gateway events.
 */
export function startVoiceSimulator(
  state: LocalGuildState,
  options: VoiceSimulatorOptions = {},
): () => void {
  const seed = options.seed ?? 1;
  const slotMs = options.slotMs ?? 20 * 60_000;
  const now = options.now ?? Date.now;
  const simulated = communityRegulars.slice(0, options.members ?? 12).map((member) => member.id);

  const tick = () => {
    const channelIds = [...state.channels.values()]
      .filter(
        (channel) =>
          channel.type === ChannelType.GuildVoice &&
          channel.id !== state.guild.afkChannelId &&
          channel.overwrites.length === 0,
      )
      .map((channel) => channel.id);
    for (const userId of simulated) {
      if (!state.members.has(userId)) continue;
      const plan = plannedVoice(seed, userId, now(), channelIds, state.guild.afkChannelId, slotMs);
      state.setVoiceChannel(userId, plan.channelId);
      const current = state.voiceStates.get(userId);
      if (current && current.selfMute !== plan.selfMute) {
        state.setVoiceFlags(userId, { selfMute: plan.selfMute });
      }
    }
  };
  tick();
  const timer = setInterval(tick, options.tickMs ?? 30_000);
  timer.unref();
  return () => clearInterval(timer);
}
