import { Ban, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { discardDeliverySchema } from '@panel/contract/api/deliveries';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useDiscardDelivery } from '../api/discard-delivery';

const reasonMax = 500;

function DiscardForm({ id, onDone }: { id: string; onDone: () => void }) {
  const discard = useDiscardDelivery();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = discardDeliverySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Informe o motivo.');
      return;
    }
    discard.mutate({ id, reason: parsed.data.reason }, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Motivo</Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={reasonMax}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${reasonId}-error`} className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={discard.isPending}>
          {discard.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Descartar
        </Button>
      </div>
    </form>
  );
}

/** "Descartar": the delivery is dropped for good, with the reason kept for whoever looks later. */
export function DiscardDeliveryDialog({ id, summaryId }: { id: string; summaryId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-describedby={summaryId}
        >
          <Ban aria-hidden="true" />
          Descartar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Descartar entrega?</DialogTitle>
          <DialogDescription>
            Ela não será mais enviada ao Discord. Diga o motivo, para quem olhar depois.
          </DialogDescription>
        </DialogHeader>
        <DiscardForm id={id} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
