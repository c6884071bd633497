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
}: {
  pageUserIds: readonly string[];
  userId: string;
}) {
  const signals = useMemberSignals(pageUserIds);
  return <MemberSignalBadges signal={signals.get(userId)} />;
}
