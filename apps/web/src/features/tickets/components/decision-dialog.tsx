import type { Ticket } from '@panel/contract/api/tickets';
import { ReasonForm } from '@/components/reason-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ticketDecisionWords } from '@panel/contract/api/ticket-values';
import { decisionTexts, type TicketDecision } from '../api/decide-ticket';
import { ticketLiftTexts } from '../ticket-labels';

interface DecisionDialogProps {
  pending: boolean;
  onConfirm: (reason: string) => void;
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
            <DialogTitle>{decisionTexts(ticket.ticketType, decision).title}</DialogTitle>
            <DialogDescription>
              O ticket de <span className="font-medium text-foreground">{ticket.username}</span>{' '}
              {decision === 'cancel'
                ? 'será cancelado, sem decisão sobre o pedido.'
                : `será ${ticketDecisionWords(ticket.ticketType, decision).past}.`}{' '}
              {lifted} O membro recebe a decisão e o motivo por mensagem direta no Discord.
            </DialogDescription>
          </DialogHeader>
          <ReasonForm
            pending={pending}
            onConfirm={onConfirm}
            cancelLabel="Voltar"
            confirmLabel={decisionTexts(ticket.ticketType, decision).action}
            confirmVariant={decision === 'approve' ? 'default' : 'destructive'}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
