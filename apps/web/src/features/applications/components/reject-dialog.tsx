import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { decisionReasonMax } from '@panel/contract/api/applications';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface RejectFormProps {
  pending: boolean;
  onConfirm: (reason: string) => void;
}

// Lives inside the dialog's content, which unmounts on close: a reason typed for one
// decision never shows up in the next one.
function RejectForm({ pending, onConfirm }: RejectFormProps) {
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
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Rejeitar
        </Button>
      </div>
    </form>
  );
}

interface RejectDialogProps extends RejectFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  username: string;
}

export function RejectDialog({
  open,
  onOpenChange,
  title,
  username,
  pending,
  onConfirm,
}: RejectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            A solicitação de <span className="font-medium text-foreground">{username}</span> será
            reprovada. O motivo é opcional e fica registrado com a decisão.
          </DialogDescription>
        </DialogHeader>
        <RejectForm pending={pending} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
