import { useMemberSignals } from '@/lib/member-signals';
import { MemberSignalBadges } from './member-signal-badges';

/**
 * A card's warnings from the member's file (`LazyMemberSignals`): every card of a page asks with
 * the page's ids, so the page makes one request
 * (docs/decisions/2026-12-05-header-search-and-review-signals.md).
 */
export function MemberSignalsPart({
  pageUserIds,
  userId,
  withRecord,
}: {
  pageUserIds: readonly string[];
  userId: string;
  /** The review cards: the account's age, the stay in the guild, rejections and appeals too. */
  withRecord?: boolean;
}) {
  const signals = useMemberSignals(pageUserIds);
  return <MemberSignalBadges signal={signals.get(userId)} withRecord={withRecord} />;
}
