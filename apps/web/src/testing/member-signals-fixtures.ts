// What the review cards learn from the members' files (`listMemberSignals`).
import type { MemberSignal } from '@panel/contract/api/members';

const dayMs = 24 * 60 * 60_000;

/**
 * A member nobody shares anything with, not watched, never rejected nor appealing, with a
 * Discord account of about three years and in the guild for about two and a half months.
 */
export function memberSignal(
  discordId: string,
  overrides: Partial<Omit<MemberSignal, 'discordId'>> = {},
): MemberSignal {
  return {
    discordId,
    pc: { members: 0, blacklisted: 0 },
    account: { members: 0, blacklisted: 0 },
    watch: [],
    accountCreatedAt: new Date(Date.now() - 1200 * dayMs).toISOString(),
    joinedGuildAt: new Date(Date.now() - 75 * dayMs).toISOString(),
    rejections: 0,
    appeals: 0,
    ...overrides,
  };
}

/** The answer for `ids` (comma separated, as sent) when nothing is to be said of anyone. */
export function quietSignals(ids: string): MemberSignal[] {
  return [...new Set(ids.split(',').filter(Boolean))].map((id) => memberSignal(id));
}
