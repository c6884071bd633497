import { RotateCcw } from 'lucide-react';
import type { Delivery } from '@panel/contract/api/deliveries';
import { Button } from '@/components/ui/button';
import { useRetryDelivery } from '../api/retry-delivery';
import { DiscardDeliveryDialog } from './discard-delivery-dialog';

/**
 * "Tentar novamente" where a new try can succeed and "Descartar" where it applies, as the
 * server says; `whatId` names the delivery they act on.
 */
export function DeliveryActions({ delivery, whatId }: { delivery: Delivery; whatId: string }) {
  const retry = useRetryDelivery();
  if (!delivery.retryable && !delivery.canDiscard) return null;
  return (
    <div className="flex justify-end gap-1">
      {delivery.retryable ? (
        <Button
          type="button"
          size="icon-sm"
          variant="ghost"
          aria-label="Tentar novamente"
          title="Tentar novamente"
          aria-describedby={whatId}
          disabled={retry.isPending}
          onClick={() => retry.mutate(delivery.id)}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      ) : null}
      {delivery.canDiscard ? <DiscardDeliveryDialog id={delivery.id} whatId={whatId} /> : null}
    </div>
  );
}
