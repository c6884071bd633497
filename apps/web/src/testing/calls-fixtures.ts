// Test data of the calls page, the call rules and the member's own time in voice.
import type {
  CallRules,
  ConnectedCallUser,
  MyCallTime,
  RankingUser,
} from '@panel/contract/api/calls';

export const voiceChannels = {
  geral: { id: '510000000000000001', name: 'Geral' },
  patrulha: { id: '510000000000000002', name: 'Patrulha' },
} as const;

/** Member `index` in voice: `Membro {index}` in Geral for 10 minutes, counted, unmuted. */
export function connectedUser(
  index: number,
  overrides: Partial<ConnectedCallUser> = {},
): ConnectedCallUser {
  return {
    id: String(index),
    discordId: `2000000000000000${String(index).padStart(2, '0')}`,
    username: `Membro ${index}`,
    avatarUrl: null,
    channelId: voiceChannels.geral.id,
    callName: voiceChannels.geral.name,
    timeInCall: 600,
    joinedAt: '2026-11-24T12:00:00.000Z',
    isMuted: false,
    selfMuted: false,
    selfDeafened: false,
    notCounted: null,
    muteBlocked: null,
    removeBlocked: null,
    ...overrides,
  };
}

/** Place `rank` of a ranking: `Membro {rank}` with `totalSeconds` (an hour a place less). */
export function rankingUser(rank: number, overrides: Partial<RankingUser> = {}): RankingUser {
  return {
    id: String(rank),
    discordId: `2000000000000000${String(rank).padStart(2, '0')}`,
    username: `Membro ${rank}`,
    avatarUrl: null,
    rank,
    totalSeconds: (6 - rank) * 3600,
    isConnected: false,
    ...overrides,
  };
}

export function myCallTime(overrides: Partial<MyCallTime> = {}): MyCallTime {
  return {
    todaySeconds: 0,
    weekSeconds: 0,
    monthSeconds: 0,
    monthRank: null,
    isConnected: false,
    ...overrides,
  };
}

export function callRules(overrides: Partial<CallRules> = {}): CallRules {
  return { countAlone: false, countAfk: false, countSelfDeaf: false, ...overrides };
}
