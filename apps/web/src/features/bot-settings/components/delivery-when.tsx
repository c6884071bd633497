import type { Delivery } from '@panel/contract/api/deliveries';
import { DateTime } from '@/components/date-time';

/** When it was queued, and the moment that matters next: delivered, or the next try. */
export function DeliveryWhen({ delivery }: { delivery: Delivery }) {
  const { status, nextAttemptAt, deliveredAt } = delivery;
  return (
    <div className="grid gap-0.5">
      <DateTime value={delivery.createdAt} />
      {deliveredAt ? (
        <span className="text-xs text-muted-foreground">
          Entregue em <DateTime value={deliveredAt} />
        </span>
      ) : status === 'retrying' && nextAttemptAt ? (
        <span className="text-xs text-muted-foreground">
          Próxima tentativa <DateTime value={nextAttemptAt} />
        </span>
      ) : null}
    </div>
  );
}
