import { Ban } from 'lucide-react';
import { useState } from 'react';
import { discardDeliverySchema } from '@panel/contract/api/deliveries';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDiscardDelivery } from '../api/discard-delivery';

export const discardReasonMax = 500;

/** The reason's refusal in Portuguese, or null when it will do. */
export function discardReasonError(reason: string): string | null {
  const parsed = discardDeliverySchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Informe o motivo.');
}

/** "Descartar": the delivery is dropped for good, with the reason kept for whoever looks later. */
export function DiscardDeliveryDialog({ id, whatId }: { id: string; whatId: string }) {
  const [open, setOpen] = useState(false);
  const discard = useDiscardDelivery();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="icon-sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label="Descartar"
          title="Descartar"
          aria-describedby={whatId}
        >
          <Ban aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Descartar entrega?</DialogTitle>
          <DialogDescription>
            Ela não será mais enviada ao Discord. Diga o motivo, para quem olhar depois.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          pending={discard.isPending}
          cancelLabel="Cancelar"
          confirmLabel="Descartar"
          confirmVariant="destructive"
          maxLength={discardReasonMax}
          validate={discardReasonError}
          onConfirm={(reason) =>
            discard.mutate({ id, reason }, { onSuccess: () => setOpen(false) })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
