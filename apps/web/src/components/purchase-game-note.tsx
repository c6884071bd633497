import type { StorePurchase } from '@panel/contract/api/store';
import { formatDate } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';

/**
 * What an in-game purchase adds to its line: until when it lasts ("VIP até 27/12/2026"), and,
 * while it waits, that the game server runs it once the member is online.
 */
export function PurchaseGameNote({
  purchase,
  waiting,
}: {
  purchase: Pick<StorePurchase, 'delivery' | 'state' | 'expiresAt'>;
  /** The sentence for a purchase still waiting for the game server. */
  waiting: string;
}) {
  const now = useNow(60_000);
  if (purchase.delivery !== 'game' || purchase.state === 'refunded') return null;
  const ended = purchase.expiresAt !== null && Date.parse(purchase.expiresAt) <= now;
  return (
    <p className="text-xs text-muted-foreground">
      {purchase.state === 'pending' ? `${waiting} ` : null}
      {purchase.expiresAt ? (
        <time dateTime={purchase.expiresAt} className="tabular-nums">
          {ended ? 'Venceu em ' : 'Vale até '}
          {formatDate(purchase.expiresAt)}.
        </time>
      ) : null}
    </p>
  );
}
