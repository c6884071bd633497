import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '@panel/contract/api/auth';
import type { OwnDeliveryFailures } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { canAccess } from '@panel/contract/routes';
import { OnDemand } from '@/components/on-demand';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { callEndpoint } from '@/lib/api-client';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { deliveryKeys } from '@/lib/query-keys';
import { NoticeButton } from './own-failures-button';

// The list's popover (Radix, the positioning library) loads once someone uses the page.
const ownFailuresPopover = preloadableLazy(
  async () => (await import('./own-failures-popover')).OwnFailuresPopover,
);

/** The newest failure the staff member has already dismissed, per browser. */
const seenKey = 'panel.ownFailuresSeen';

// Storage can be blocked (private modes, policies): then nothing is remembered.
function readSeen(): number {
  try {
    return Number(window.localStorage.getItem(seenKey) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeSeen(id: number): void {
  try {
    window.localStorage.setItem(seenKey, String(id));
  } catch {
    // Dismissed for this page's life only.
  }
}

export function getOwnFailures(signal?: AbortSignal): Promise<OwnDeliveryFailures> {
  return callEndpoint(deliveriesEndpoints.ownDeliveryFailures, { signal });
}

/**
 * A later failure reaches the staff member who caused it: what their own decisions and changes
 * asked of Discord and did not happen, until they dismiss it.
 */
export function OwnFailuresNotice({ user }: { user: CurrentUser }) {
  const [seen, setSeen] = useState(readSeen);
  const [wantOpen, setWantOpen] = useState(false);
  const used = useAfterFirstUse();
  const failures = useQuery({
    queryKey: deliveryKeys.own,
    queryFn: ({ signal }) => getOwnFailures(signal),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
  const unseen = (failures.data?.data ?? []).filter((delivery) => Number(delivery.id) > seen);
  if (unseen.length === 0) return null;
  const count = unseen.length;
  const label =
    count === 1
      ? '1 entrega sua ao Discord falhou'
      : `${count}${failures.data && failures.data.total > failures.data.data.length ? '+' : ''} entregas suas ao Discord falharam`;

  function dismiss() {
    const newest = Math.max(...unseen.map((delivery) => Number(delivery.id)));
    writeSeen(newest);
    setSeen(newest);
    setWantOpen(false);
  }

  return (
    <OnDemand
      part={ownFailuresPopover}
      load={used || wantOpen}
      placeholder={
        <NoticeButton
          label={label}
          count={count}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setWantOpen(true)}
        />
      }
      props={{
        label,
        unseen,
        days: failures.data?.days ?? 7,
        linkToDeliveries: canAccess('view_bot_settings', user.permissions),
        onDismiss: dismiss,
        defaultOpen: wantOpen,
      }}
    />
  );
}
