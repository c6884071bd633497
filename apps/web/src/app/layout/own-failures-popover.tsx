import { useState } from 'react';
import { Link } from 'wouter';
import type { OwnDeliveryFailures } from '@panel/contract/api/deliveries';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDateTime } from '@/lib/format-date';
import { NoticeButton } from './own-failures-button';

export interface OwnFailuresPopoverProps {
  label: string;
  unseen: OwnDeliveryFailures['data'];
  days: number;
  /** Whether to link to the failed deliveries (staff who may open them). */
  linkToDeliveries: boolean;
  onDismiss: () => void;
  /** Drawn open: its button was pressed before this code was there. */
  defaultOpen?: boolean;
}

/** Where the failures are listed, for staff who may open the deliveries. */
const failedDeliveriesHref = '/bot-settings?tab=entregas&status=failed';

/** The notice's button and the list it opens (own-failures-notice.tsx). */
export function OwnFailuresPopover({
  label,
  unseen,
  days,
  linkToDeliveries,
  onDismiss,
  defaultOpen = false,
}: OwnFailuresPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  function dismiss() {
    setOpen(false);
    onDismiss();
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <NoticeButton label={label} count={unseen.length} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={label} className="w-96 max-w-[calc(100vw-1.5rem)]">
        <p className="text-sm font-semibold">{label}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Nos últimos {days} dias, o Discord não aceitou o que estas ações pediram.
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
          {linkToDeliveries ? (
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
