import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { decisionReasonMax } from '@panel/contract/api/applications';
import type { Ticket } from '@panel/contract/api/tickets';
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
import { decisionTexts, type TicketDecision } from '../api/decide-ticket';
import { ticketLiftTexts } from '../ticket-labels';

const outcomes: Record<TicketDecision, string> = {
  approve: 'será aprovado.',
  reject: 'será reprovado.',
  cancel: 'será cancelado, sem decisão sobre o pedido.',
};

interface DecisionFormProps {
  decision: TicketDecision;
  pending: boolean;
  onConfirm: (reason: string) => void;
}

// Lives inside the dialog's content, which unmounts on close: a reason typed for one
// decision never shows up in the next one.
function DecisionForm({ decision, pending, onConfirm }: DecisionFormProps) {
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
            Voltar
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={decision === 'approve' ? 'default' : 'destructive'}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {decisionTexts[decision].action}
        </Button>
      </div>
    </form>
  );
}

interface DecisionDialogProps extends Omit<DecisionFormProps, 'decision'> {
  /** The decision being confirmed; `null` closes the dialog. */
  decision: TicketDecision | null;
  ticket: Ticket;
  onClose: () => void;
}

/** Confirms a decision, with the optional reason the member reads in Discord. */
export function DecisionDialog({
  decision,
  ticket,
  pending,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const lifted = decision === 'approve' ? ticketLiftTexts[ticket.ticketType] : null;
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {decision ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{decisionTexts[decision].title}</DialogTitle>
            <DialogDescription>
              O ticket de <span className="font-medium text-foreground">{ticket.username}</span>{' '}
              {outcomes[decision]} {lifted} O membro recebe a decisão e o motivo por mensagem direta
              no Discord.
            </DialogDescription>
          </DialogHeader>
          <DecisionForm decision={decision} pending={pending} onConfirm={onConfirm} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
