import { Suspense } from 'react';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useCan } from '@/lib/use-can';

const signalsPart = preloadableLazy(
  async () => (await import('./member-signals-part')).MemberSignalsPart,
);

/**
 * The card's shared-signal and watchlist badges (and, `withRecord`, the member's record), for
 * staff who may open the member's file. Their code and request wait until someone uses the page
 * (a key, a touch, a click: no decision is taken before), so the review page's first load stays
 * within its budget.
 */
export function LazyMemberSignals(props: {
  pageUserIds: readonly string[];
  userId: string;
  withRecord?: boolean;
}) {
  const allowed = useCan('view_members');
  const used = useAfterFirstUse();
  if (!allowed || !used) return null;
  return (
    <Suspense fallback={null}>
      <signalsPart.Component {...props} />
    </Suspense>
  );
}
