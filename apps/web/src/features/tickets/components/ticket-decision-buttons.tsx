import { Ban, Check, X } from 'lucide-react';
import { useState } from 'react';
import type { Ticket } from '@panel/contract/api/tickets';
import { Button } from '@/components/ui/button';
import { decisionTexts, useDecideTicket, type TicketDecision } from '../api/decide-ticket';
import { isSettledElsewhere } from '@/lib/notify';
import { DecisionDialog } from './decision-dialog';

interface TicketDecisionButtonsProps {
  ticket: Ticket;
  /** The decided ticket as the server answered (null: not readable, the list refetches). */
  onDecided: (ticket: Ticket | null) => void;
  /** Someone else decided it first, or it is gone: nothing left to do with it here. */
  onSettledElsewhere: () => void;
}

/**
 * Approve, reject or cancel a pending ticket (close or file a report); each asks for an optional
 * reason first.
 */
export function TicketDecisionButtons({
  ticket,
  onDecided,
  onSettledElsewhere,
}: TicketDecisionButtonsProps) {
  const decide = useDecideTicket();
  const [decision, setDecision] = useState<TicketDecision | null>(null);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button disabled={decide.isPending} onClick={() => setDecision('approve')}>
        <Check aria-hidden="true" />
        {decisionTexts(ticket.ticketType, 'approve').action}
      </Button>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={decide.isPending}
        onClick={() => setDecision('reject')}
      >
        <X aria-hidden="true" />
        {decisionTexts(ticket.ticketType, 'reject').action}
      </Button>
      <Button variant="ghost" disabled={decide.isPending} onClick={() => setDecision('cancel')}>
        <Ban aria-hidden="true" />
        Cancelar ticket
      </Button>
      <DecisionDialog
        decision={decision}
        ticket={ticket}
        pending={decide.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(reason) => {
          if (!decision) return;
          decide.mutate(
            { id: ticket.id, decision, type: ticket.ticketType, reason },
            {
              onSuccess: ({ ticket: decided }) => {
                setDecision(null);
                onDecided(decided);
              },
              // Any other failure keeps the dialog, and the reason typed, for another try.
              onError: (error) => {
                if (!isSettledElsewhere(error)) return;
                setDecision(null);
                onSettledElsewhere();
              },
            },
          );
        }}
      />
    </div>
  );
}
