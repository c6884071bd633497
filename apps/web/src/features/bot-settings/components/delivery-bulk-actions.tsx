import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryFilter } from '@panel/contract/api/deliveries';
import { formatCount } from '@/components/list-status';
import { ReasonForm } from '@/components/reason-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDiscardAllDeliveries } from '../api/discard-all-deliveries';
import { useRetryAllDeliveries } from '../api/retry-all-deliveries';
import { deliveryFilterText } from '../delivery-filter-text';
import { discardReasonError, discardReasonMax } from './discard-delivery-dialog';

const entregas = (count: number) => formatCount(count, 'entrega', 'entregas');

function RetryAllButton({ filter, count }: { filter: DeliveryFilter; count: number }) {
  const retry = useRetryAllDeliveries();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" size="sm" variant="outline" disabled={retry.isPending}>
          <RotateCcw aria-hidden="true" />
          Tentar novamente todas
        </Button>
      }
      title="Tentar novamente todas?"
      description={
        <>
          {count === 1 ? '1 entrega volta' : `${entregas(count)} voltam`} para a fila (
          {deliveryFilterText(filter)}). As que falharam por um membro, cargo ou canal que não
          existe mais ficam de fora. Corrija antes o que as fez falhar, ou elas falharão de novo.
        </>
      }
      confirmLabel="Tentar novamente todas"
      onConfirm={() => retry.mutate(filter)}
    />
  );
}

function DiscardAllButton({ filter, count }: { filter: DeliveryFilter; count: number }) {
  const [open, setOpen] = useState(false);
  const discard = useDiscardAllDeliveries();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={discard.isPending}
        >
          <Ban aria-hidden="true" />
          Descartar todas
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Descartar todas?</DialogTitle>
          <DialogDescription>
            {count === 1 ? '1 entrega não será' : `${entregas(count)} não serão`} mais{' '}
            {count === 1 ? 'enviada' : 'enviadas'} ao Discord ({deliveryFilterText(filter)}). Diga o
            motivo, para quem olhar depois.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={discard.isPending}
          cancelLabel="Cancelar"
          confirmLabel="Descartar todas"
          confirmVariant="destructive"
          maxLength={discardReasonMax}
          validate={discardReasonError}
          onConfirm={(reason) =>
            discard.mutate({ ...filter, reason }, { onSuccess: () => setOpen(false) })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

interface DeliveryBulkActionsProps {
  filter: DeliveryFilter;
  /** Of the deliveries of the filter, how many each action would take. */
  retryableCount: number;
  discardableCount: number;
}

/** "Tentar novamente todas" and "Descartar todas" for the filter shown, each when it has work. */
export function DeliveryBulkActions({
  filter,
  retryableCount,
  discardableCount,
}: DeliveryBulkActionsProps) {
  if (retryableCount === 0 && discardableCount === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {retryableCount > 0 ? <RetryAllButton filter={filter} count={retryableCount} /> : null}
      {discardableCount > 0 ? <DiscardAllButton filter={filter} count={discardableCount} /> : null}
    </div>
  );
}
