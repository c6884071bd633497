import { RotateCcw } from 'lucide-react';
import type { Delivery } from '@panel/contract/api/deliveries';
import { Button } from '@/components/ui/button';
import { useRetryDelivery } from '../api/retry-delivery';
import { DiscardDeliveryDialog } from './discard-delivery-dialog';

/** "Tentar novamente" and "Descartar", each only when the server says it applies. */
export function DeliveryActions({
  delivery,
  summaryId,
}: {
  delivery: Delivery;
  summaryId: string;
}) {
  const retry = useRetryDelivery();
  if (!delivery.canRetry && !delivery.canDiscard) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {delivery.canRetry ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-describedby={summaryId}
          disabled={retry.isPending}
          onClick={() => retry.mutate(delivery.id)}
        >
          <RotateCcw aria-hidden="true" />
          Tentar novamente
        </Button>
      ) : null}
      {delivery.canDiscard ? (
        <DiscardDeliveryDialog id={delivery.id} summaryId={summaryId} />
      ) : null}
    </div>
  );
}
