import type { Transaction } from '../db/client';
import { voiceDaily, voiceSegments, voiceTotals } from '../db/schema/calls';
import { creditVoicePoints } from '../modules/store';
import { communityId } from '@panel/discord-local/community';
import {
  communityIdentityMembers,
  communityRegulars,
} from '@panel/discord-local/community-members';

const voiceChannels = [221, 222, 223, 224, 225].map(communityId);
const dayMs = 86_400_000;

/** A stable pseudo-random number in [0, 1) per member and day, so every demo looks the same. */
function noise(userId: string, day: number): number {
  let hash = 2166136261;
  for (const char of `${userId}:${day}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** Midnight in Brasília (UTC−3, no daylight saving) `daysAgo` days before `now`, as UTC. */
export function brasiliaMidnight(now: Date, daysAgo: number): Date {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - daysAgo * dayMs + 3 * 3_600_000);
}

/**
 * The last 30 days of voice time of the demo community, as the bot would have recorded it: an
 * evening stay per member on most days, already rolled up, so the ranking has a history from
 * the first start, and the store's points it earned. Each stay ends before midnight and was
 * spent in company (it counts). The members are the demo identities in the guild and the
 * regulars: the applicants and the other listed players are newer. With the demo's history the
 * regulars' time goes back `regularsDays` (their store purchases spend what it earned,
 * `demo-store-sales.ts`); the identities keep their 30 days, whose points the store's
 * walkthroughs count on.
 */
export async function seedDemoCalls(
  tx: Transaction,
  now = new Date(),
  regularsDays = 30,
): Promise<void> {
  const segments: (typeof voiceSegments.$inferInsert)[] = [];
  const daily: (typeof voiceDaily.$inferInsert)[] = [];
  const totals = new Map<string, number>();
  [...communityIdentityMembers, ...communityRegulars].forEach((member, index) => {
    const keen = 0.35 + ((index * 7) % 10) / 20; // some members play far more than others
    const days = index < communityIdentityMembers.length ? 30 : regularsDays;
    for (let daysAgo = 1; daysAgo <= days; daysAgo += 1) {
      const roll = noise(member.id, daysAgo);
      if (roll > keen) continue;
      const minutes = 20 + Math.round(roll * 150); // from 19:00 to 21:00, over by 23:50
      const start = new Date(
        brasiliaMidnight(now, daysAgo).getTime() + (19 + (index % 3)) * 3_600_000,
      );
      const end = new Date(start.getTime() + minutes * 60_000);
      segments.push({
        userId: member.id,
        channelId: voiceChannels[(index + daysAgo) % voiceChannels.length] ?? communityId(221),
        sessionStartedAt: start,
        startedAt: start,
        endedAt: end,
        lastSeenAt: end,
        creditedUntil: end,
        afk: false,
        counted: true,
        endReason: 'leave',
      });
      const day = new Date(brasiliaMidnight(now, daysAgo).getTime() - 3 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      daily.push({ userId: member.id, day, seconds: minutes * 60, countedSeconds: minutes * 60 });
      totals.set(member.id, (totals.get(member.id) ?? 0) + minutes * 60);
    }
  });
  if (segments.length === 0) return;
  await tx.insert(voiceSegments).values(segments);
  await tx.insert(voiceDaily).values(daily);
  await tx
    .insert(voiceTotals)
    .values([...totals].map(([userId, seconds]) => ({ userId, seconds, countedSeconds: seconds })));
  // The store's points for that time, as the rollup would have credited them.
  await creditVoicePoints(tx, [...new Set(daily.map((row) => row.day))], now);
}
