import { useRef, type ReactNode } from 'react';
import { ticketTypeLabels, type Ticket } from '@panel/contract/api/tickets';
import { DateTime } from '@/components/date-time';
import { MemberName } from '@/components/discord-names';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { ticketStatusLabel } from '@panel/contract/api/ticket-values';
import { awaitsTranscript, hasTranscript, ticketChannelLabels } from '../ticket-labels';
import { TicketChannelLink } from './ticket-channel-link';
import { TicketDecisionButtons } from './ticket-decision-buttons';
import { TicketRequester } from './ticket-requester';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketTranscript } from './ticket-transcript';
import { UnlockCodePanel } from './unlock-code-panel';

interface FieldProps {
  label: string;
  children: ReactNode;
  className?: string;
}

function Field({ label, children, className }: FieldProps) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Who decided, when and why; a redeemed unlock code decides as the member ("(código)"). */
function DecisionField({ ticket }: { ticket: Ticket }) {
  const { status, ticketType, decidedBy, decidedAt, decisionReason } = ticket;
  if (status === 'pending') return null;
  return (
    <Field label="Decisão" className="sm:col-span-2">
      <p>
        {ticketStatusLabel(ticketType, status)}
        {decidedBy ? ` por ${decidedBy}` : ''}
        {decidedAt ? (
          <>
            {' em '}
            <DateTime value={decidedAt} />
          </>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-muted-foreground">
        {decisionReason ? `Motivo: ${decisionReason}` : 'Nenhum motivo informado.'}
      </p>
    </Field>
  );
}

/** Whom a report is about: the name the server knows now, the one it was opened with else. */
function ReportedField({ ticket }: { ticket: Ticket }) {
  if (!ticket.reportedUserId) return null;
  return (
    <Field label="Membro denunciado" className="sm:col-span-2">
      <MemberName id={ticket.reportedUserId} fallback={ticket.reportedUsername} showId="beside" />
    </Field>
  );
}

/** Where the ticket's Discord channel stands; why it is missing when the bot could not create it. */
function ChannelField({ ticket }: { ticket: Ticket }) {
  const { channelStatus, channelError } = ticket;
  if (!channelStatus) return null;
  return (
    <Field label="Canal no Discord" className="sm:col-span-2">
      <p className={cn(channelStatus === 'failed' && 'font-medium text-destructive')}>
        {ticket.status !== 'pending' && channelStatus === 'open'
          ? 'Sendo encerrado pelo bot; a transcrição ficará guardada aqui'
          : ticketChannelLabels[channelStatus]}
      </p>
      <TicketChannelLink ticket={ticket} className="mt-1" />
      {channelStatus === 'failed' && channelError ? (
        <p className="mt-1 wrap-anywhere text-muted-foreground">
          {channelError} Depois de resolver, reenvie o canal em Configurações do bot → Entregas.
        </p>
      ) : null}
    </Field>
  );
}

interface TicketDetailsDialogProps {
  /** `null` closes the dialog. */
  ticket: Ticket | null;
  /** Opened from "Ver transcrição": the transcript takes the focus, scrolled into view. */
  focusTranscript?: boolean;
  canManage: boolean;
  onClose: () => void;
  onUpdated: (ticket: Ticket) => void;
}

export function TicketDetailsDialog({
  ticket,
  focusTranscript = false,
  canManage,
  onClose,
  onUpdated,
}: TicketDetailsDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const transcriptTitle = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {ticket ? (
        <DialogContent
          ref={content}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
          // The dialog itself takes the focus: by default the code field would, fully selected.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const title = focusTranscript ? transcriptTitle.current : null;
            if (title) {
              title.focus();
              title.scrollIntoView?.({ block: 'start' });
            } else content.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Ticket #{ticket.id}</DialogTitle>
            <DialogDescription>{ticketTypeLabels[ticket.ticketType]}</DialogDescription>
          </DialogHeader>
          <TicketRequester ticket={ticket} />
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Situação">
              <TicketStatusBadge status={ticket.status} type={ticket.ticketType} />
            </Field>
            <Field label="Aberto em">
              <DateTime value={ticket.createdAt} />
            </Field>
            <ReportedField ticket={ticket} />
            <Field
              // A conversation staff opened says what they want to talk about.
              label={ticket.ticketType === 'staff_contact' ? 'Assunto' : 'Motivo'}
              className="sm:col-span-2"
            >
              <p className="whitespace-pre-wrap wrap-anywhere">{ticket.reason}</p>
            </Field>
            <DecisionField ticket={ticket} />
            <ChannelField ticket={ticket} />
          </dl>
          {hasTranscript(ticket) ? (
            <section aria-labelledby="ticket-transcript-title" className="grid gap-2">
              <h3
                id="ticket-transcript-title"
                ref={transcriptTitle}
                tabIndex={-1}
                className="text-sm font-medium outline-none"
              >
                Transcrição
              </h3>
              <TicketTranscript
                ticketId={ticket.id}
                reader="staff"
                waiting={awaitsTranscript(ticket)}
              />
            </section>
          ) : null}
          <UnlockCodePanel ticket={ticket} canManage={canManage} />
          {canManage && ticket.status === 'pending' ? (
            <TicketDecisionButtons
              ticket={ticket}
              onDecided={(decided) => {
                if (decided) onUpdated(decided);
              }}
              onSettledElsewhere={onClose}
            />
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
