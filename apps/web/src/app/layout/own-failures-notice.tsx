import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '@panel/contract/api/auth';
import type { OwnDeliveryFailures } from '@panel/contract/api/deliveries';
import { deliveriesEndpoints } from '@panel/contract/endpoints/deliveries';
import { canAccess } from '@panel/contract/routes';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { callEndpoint } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { deliveryKeys } from '@/lib/query-keys';

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

/** Where the failures are listed, for staff who may open the deliveries. */
const failedDeliveriesHref = '/bot-settings?tab=entregas&status=failed';

/**
 * A later failure reaches the staff member who caused it: what their own decisions and changes
 * asked of Discord and did not happen, until they dismiss it.
 */
export function OwnFailuresNotice({ user }: { user: CurrentUser }) {
  const [seen, setSeen] = useState(readSeen);
  const [open, setOpen] = useState(false);
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
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          className="gap-1"
        >
          <TriangleAlert aria-hidden="true" className="text-amber-600 dark:text-amber-400" />
          <span className="tabular-nums">{count}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={label} className="w-96 max-w-[calc(100vw-1.5rem)]">
        <p className="text-sm font-semibold">{label}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Nos últimos {failures.data?.days ?? 7} dias, o Discord não aceitou o que estas ações
          pediram.
        </p>
        <ul className="mt-3 grid gap-2">
          {unseen.map((delivery) => (
            <li key={delivery.id} className="rounded-md border p-2 text-sm">
              <p className="font-medium">{delivery.summary}</p>
              {delivery.failure ? (
                <p className="text-xs text-destructive">{delivery.failure.reason}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">{formatDateTime(delivery.createdAt)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={dismiss}>
            Dispensar
          </Button>
          {canAccess('view_bot_settings', user.permissions) ? (
            <Button asChild size="sm">
              <Link to={failedDeliveriesHref} onClick={() => setOpen(false)}>
                Ver entregas
              </Link>
            </Button>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
