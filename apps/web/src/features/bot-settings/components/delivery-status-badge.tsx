import { deliveryStatusLabels, type DeliveryStatus } from '@panel/contract/api/deliveries';
import { Badge } from '@/components/ui/badge';

const variants = {
  delivered: 'success',
  failed: 'outline',
  retrying: 'warning',
  pending: 'secondary',
  skipped: 'warning',
  discarded: 'outline',
} as const;

const extra: Partial<Record<DeliveryStatus, string>> = {
  failed: 'border-destructive/40 bg-destructive/10 text-destructive',
  discarded: 'text-muted-foreground',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge variant={variants[status]} className={extra[status]}>
      {deliveryStatusLabels[status]}
    </Badge>
  );
}
