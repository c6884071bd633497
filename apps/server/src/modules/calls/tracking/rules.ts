import type { CallRules, NotCountedReason } from '@panel/contract/api/calls';

/** A member in a voice channel, as the guild catalog has it. */
export interface VoiceMember {
  userId: string;
  channelId: string;
  selfDeaf: boolean;
  bot: boolean;
}

/** What a member's open segment should say now. */
export interface SegmentState {
  channelId: string;
  afk: boolean;
  counted: boolean;
  notCounted: NotCountedReason | null;
}

/**
 * Each member's segment state from everyone in voice: bots are not tracked and do not keep
 * anyone company; time alone, in the AFK channel or self-deafened counts only if the rules say.
 */
export function desiredStates(
  members: readonly VoiceMember[],
  afkChannelId: string | null,
  rules: CallRules,
): Map<string, SegmentState> {
  const people = members.filter((member) => !member.bot);
  const inChannel = new Map<string, number>();
  for (const { channelId } of people) inChannel.set(channelId, (inChannel.get(channelId) ?? 0) + 1);
  const states = new Map<string, SegmentState>();
  for (const member of people) {
    const afk = member.channelId === afkChannelId;
    const alone = (inChannel.get(member.channelId) ?? 0) <= 1;
    const notCounted: NotCountedReason | null =
      afk && !rules.countAfk
        ? 'afk'
        : member.selfDeaf && !rules.countSelfDeaf
          ? 'selfDeaf'
          : alone && !rules.countAlone
            ? 'alone'
            : null;
    states.set(member.userId, {
      channelId: member.channelId,
      afk,
      counted: notCounted === null,
      notCounted,
    });
  }
  return states;
}

export function sameState(a: SegmentState, b: SegmentState): boolean {
  return (
    a.channelId === b.channelId &&
    a.afk === b.afk &&
    a.counted === b.counted &&
    a.notCounted === b.notCounted
  );
}
