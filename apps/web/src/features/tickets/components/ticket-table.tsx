import { Eye, KeyRound } from 'lucide-react';
import { ticketTypeLabels, type Ticket } from '@panel/contract/api/tickets';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { TicketRequester } from './ticket-requester';
import { TicketStatusBadge } from './ticket-status-badge';

interface TicketViewProps {
  tickets: Ticket[];
  /** The next page or filter is loading; these are the previous results. */
  stale: boolean;
  onOpen: (ticket: Ticket) => void;
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

const headClass = 'px-4 py-3 text-left text-xs font-medium text-muted-foreground';

/** Desktop: one row per ticket, details in a dialog. */
export function TicketTable({ tickets, stale, onOpen }: TicketViewProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
      <table
        aria-label="Tickets"
        aria-busy={stale}
        className={cn('w-full text-sm transition-opacity', stale && 'opacity-60')}
      >
        <thead className="border-b bg-muted/40">
          <tr>
            <th scope="col" className={headClass}>
              Usuário
            </th>
            <th scope="col" className={headClass}>
              Tipo e motivo
            </th>
            <th scope="col" className={headClass}>
              Situação
            </th>
            <th scope="col" className={headClass}>
              Aberto em
            </th>
            <th scope="col" className={headClass}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="align-middle">
              <td className="px-4 py-3 whitespace-nowrap">
                <TicketRequester ticket={ticket} />
              </td>
              {/* One column for both: the reason gets the room a long type label would take. */}
              <td className="min-w-56 px-4 py-3">
                <p className="font-medium">{ticketTypeLabels[ticket.ticketType]}</p>
                <p className="line-clamp-1 wrap-anywhere text-muted-foreground">{ticket.reason}</p>
              </td>
              <td className="px-4 py-3">
                <TicketStatusBadge status={ticket.status} />
                <CodeMark ticket={ticket} className="mt-1" />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Ver detalhes do ticket #${ticket.id}`}
                  onClick={() => onOpen(ticket)}
                >
                  <Eye aria-hidden="true" />
                  Ver detalhes
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
            <TicketStatusBadge status={ticket.status} />
            <span className="text-sm">{ticketTypeLabels[ticket.ticketType]}</span>
            <CodeMark ticket={ticket} />
          </div>
          <p className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">
            {ticket.reason}
          </p>
          <p className="text-xs text-muted-foreground">
            Aberto em{' '}
            <time dateTime={ticket.createdAt} className="tabular-nums">
              {formatDateTime(ticket.createdAt)}
            </time>
          </p>
          <Button
            size="sm"
            variant="outline"
            className="w-full"
            aria-label={`Ver detalhes do ticket #${ticket.id}`}
            onClick={() => onOpen(ticket)}
          >
            <Eye aria-hidden="true" />
            Ver detalhes
          </Button>
        </li>
      ))}
    </ul>
  );
}
