// What the review cards learn from the members' files (`listMemberSignals`).
import type { MemberSignal } from '@panel/contract/api/members';

/** A member nobody shares anything with and who is not watched. */
export function memberSignal(
  discordId: string,
  overrides: Partial<Omit<MemberSignal, 'discordId'>> = {},
): MemberSignal {
  return {
    discordId,
    pc: { members: 0, blacklisted: 0 },
    account: { members: 0, blacklisted: 0 },
    watch: [],
    ...overrides,
  };
}

/** The answer for `ids` (comma separated, as sent) when nothing is to be said of anyone. */
export function quietSignals(ids: string): MemberSignal[] {
  return [...new Set(ids.split(',').filter(Boolean))].map((id) => memberSignal(id));
}
