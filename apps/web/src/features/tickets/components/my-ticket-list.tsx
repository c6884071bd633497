import { ChevronDown, KeyRound, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ticketTypeLabels, type MyTicket, type TicketType } from '@panel/contract/api/tickets';
import { DateTime } from '@/components/date-time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { awaitsTranscript, hasTranscript } from '../ticket-labels';
import { showsChannelLink, TicketChannelLink } from './ticket-channel-link';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketTranscript } from './ticket-transcript';

/** What redeeming the unlock code gives back (reports and conversations get no code). */
const unlockOutcomes: Record<TicketType, string> = {
  review_token: 'voltar a resgatar códigos',
  review_form: 'enviar o formulário de novo sem esperar o prazo',
  review_blacklist: 'sair da blacklist',
  report_user: 'encerrar o ticket',
  staff_contact: 'encerrar o ticket',
};

/** Where the unlock code is and where it goes: the member never sees it in the panel. */
function UnlockCodeNotice({ type }: { type: TicketType }) {
  return (
    <div className="flex gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        A equipe gerou um código de desbloqueio para você. O bot enviou o código por mensagem direta
        no Discord; resgate-o em{' '}
        <Link to="/use-code" className="font-medium text-primary underline underline-offset-4">
          Resgatar código
        </Link>{' '}
        (/use-code) para {unlockOutcomes[type]}.
      </p>
    </div>
  );
}

function DecisionNote({ ticket }: { ticket: MyTicket }) {
  if (ticket.status === 'pending') return null;
  return (
    <div className="rounded-lg border bg-muted/40 p-3 text-sm">
      <span className="font-medium">Resposta da equipe: </span>
      <span className="whitespace-pre-wrap wrap-anywhere">
        {ticket.decisionReason ?? 'A equipe não informou um motivo.'}
      </span>
    </div>
  );
}

/** The saved conversation of the ticket's channel (its transcript), opened on demand. */
function ConversationToggle({ ticket }: { ticket: MyTicket }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
      >
        <MessagesSquare aria-hidden="true" />
        {open ? 'Esconder transcrição' : 'Ver transcrição'}
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </Button>
      {open ? (
        <div id={panel} className="rounded-lg border p-3">
          <TicketTranscript
            ticketId={ticket.id}
            reader="member"
            waiting={awaitsTranscript(ticket)}
          />
        </div>
      ) : null}
    </div>
  );
}

function MyTicketItem({ ticket }: { ticket: MyTicket }) {
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{ticketTypeLabels[ticket.ticketType]}</h3>
        <TicketStatusBadge status={ticket.status} type={ticket.ticketType} />
      </div>
      <p className="text-xs text-muted-foreground">
        {ticket.ticketType === 'staff_contact' ? 'Aberto pela equipe em ' : 'Aberto em '}
        <DateTime value={ticket.createdAt} />
        {ticket.decidedAt ? (
          <>
            {' · decidido em '}
            <DateTime value={ticket.decidedAt} />
          </>
        ) : null}
      </p>
      {ticket.reportedUsername ? (
        <p className="text-sm">
          Membro denunciado: <span className="font-medium">{ticket.reportedUsername}</span>
        </p>
      ) : null}
      <p className="text-sm whitespace-pre-wrap wrap-anywhere text-muted-foreground">
        {ticket.reason}
      </p>
      {showsChannelLink(ticket) ? (
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm">
          Converse com a equipe no canal do ticket:
          <TicketChannelLink ticket={ticket} />
        </p>
      ) : null}
      {ticket.status === 'pending' && ticket.generatedToken ? (
        <UnlockCodeNotice type={ticket.ticketType} />
      ) : null}
      <DecisionNote ticket={ticket} />
      {hasTranscript(ticket) ? <ConversationToggle ticket={ticket} /> : null}
    </li>
  );
}

export function MyTicketList({ tickets }: { tickets: MyTicket[] }) {
  return (
    <ul aria-label="Seus tickets" className="divide-y">
      {tickets.map((ticket) => (
        <MyTicketItem key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}
