import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { decisionReasonMax } from '@panel/contract/api/applications';
import { Button } from './ui/button';
import { DialogClose } from './ui/dialog';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

interface ReasonFormProps {
  pending: boolean;
  onConfirm: (reason: string) => void;
  /** The button that closes the dialog without deciding. */
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant: 'default' | 'destructive';
}

/**
 * A staff decision's optional reason, inside a dialog. It lives in the dialog's content,
 * which unmounts on close, so a reason typed for one decision never shows up in the next.
 */
export function ReasonForm({
  pending,
  onConfirm,
  cancelLabel,
  confirmLabel,
  confirmVariant,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const counterId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Motivo (opcional)</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={decisionReasonMax}
          rows={4}
          aria-describedby={counterId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={counterId} className="text-right text-xs text-muted-foreground tabular-nums">
          {reason.length}/{decisionReasonMax}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant={confirmVariant} disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
