import { Eye, KeyRound, MessagesSquare } from 'lucide-react';
import { ticketTypeLabels, type Ticket } from '@panel/contract/api/tickets';
import { DateTime } from '@/components/date-time';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { hasTranscript } from '../ticket-labels';
import { TicketRequester } from './ticket-requester';
import { TicketStatusBadge } from './ticket-status-badge';

/** What the details dialog opens on: the whole ticket, or its transcript. */
export type TicketPart = 'details' | 'transcript';

interface TicketViewProps {
  tickets: Ticket[];
  /** The next page or filter is loading; these are the previous results. */
  stale: boolean;
  onOpen: (ticket: Ticket, part: TicketPart) => void;
}

/** A pending ticket whose code is out: staff wait for the member to redeem it. */
function CodeMark({ ticket, className }: { ticket: Ticket; className?: string }) {
  if (ticket.status !== 'pending' || !ticket.generatedToken) return null;
  return (
    <span
      className={cn(
        'flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground',
        className,
      )}
    >
      <KeyRound aria-hidden="true" className="size-3" />
      Código gerado
    </span>
  );
}

/**
 * Tablets and desktops: one row per ticket, details in a dialog. Below 1280 px the date moves
 * under the type and the button keeps only its icon, so the row fits beside the menu without
 * scrolling sideways.
 */
export function TicketTable({ tickets, stale, onOpen }: TicketViewProps) {
  return (
    <Table
      aria-label="Tickets"
      aria-busy={stale}
      containerClassName="shadow-xs"
      className={cn('transition-opacity', stale && 'opacity-60')}
    >
      <TableHeader>
        <TableRow>
          <TableHead>Membro</TableHead>
          <TableHead>Tipo e motivo</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="hidden xl:table-cell">Aberto em</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id}>
            <TableCell className="whitespace-nowrap">
              <TicketRequester ticket={ticket} />
            </TableCell>
            {/* One column for both: the reason gets the room a long type label would take. */}
            <TableCell className="min-w-48">
              <p className="font-medium">{ticketTypeLabels[ticket.ticketType]}</p>
              <p className="line-clamp-1 wrap-anywhere text-muted-foreground">{ticket.reason}</p>
              <p className="text-xs text-muted-foreground tabular-nums xl:hidden">
                Aberto em <DateTime value={ticket.createdAt} />
              </p>
            </TableCell>
            <TableCell>
              <TicketStatusBadge status={ticket.status} type={ticket.ticketType} />
              <CodeMark ticket={ticket} className="mt-1" />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums xl:table-cell">
              <DateTime value={ticket.createdAt} />
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-2">
                {hasTranscript(ticket) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Ver transcrição do ticket #${ticket.id}`}
                    title="Ver transcrição"
                    onClick={() => onOpen(ticket, 'transcript')}
                  >
                    <MessagesSquare aria-hidden="true" />
                    <span className="hidden xl:inline">Ver transcrição</span>
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Ver detalhes do ticket #${ticket.id}`}
                  title="Ver detalhes"
                  onClick={() => onOpen(ticket, 'details')}
                >
                  <Eye aria-hidden="true" />
                  <span className="hidden xl:inline">Ver detalhes</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per ticket, details in a dialog. */
export function TicketCardList({ tickets, stale, onOpen }: TicketViewProps) {
  return (
    <ul
      aria-label="Tickets"
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs"
        >
          <TicketRequester ticket={ticket} nameAs="h2" />
          <div className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={ticket.status} type={ticket.ticketType} />
            <span className="text-sm">{ticketTypeLabels[ticket.ticketType]}</span>
            <CodeMark ticket={ticket} />
          </div>
          <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">
            {ticket.reason}
          </p>
          <p className="text-xs text-muted-foreground">
            Aberto em <DateTime value={ticket.createdAt} />
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {hasTranscript(ticket) ? (
              <Button
                size="sm"
                variant="outline"
                className="w-full sm:flex-1"
                aria-label={`Ver transcrição do ticket #${ticket.id}`}
                onClick={() => onOpen(ticket, 'transcript')}
              >
                <MessagesSquare aria-hidden="true" />
                Ver transcrição
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              className="w-full sm:flex-1"
              aria-label={`Ver detalhes do ticket #${ticket.id}`}
              onClick={() => onOpen(ticket, 'details')}
            >
              <Eye aria-hidden="true" />
              Ver detalhes
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
