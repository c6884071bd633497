import {
  ticketStatusLabel,
  type TicketStatus,
  type TicketType,
} from '@panel/contract/api/ticket-values';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const variants = {
  pending: 'warning',
  approved: 'success',
  rejected: 'outline',
  canceled: 'secondary',
} as const;

/** The ticket's status, in the words of its type (a report is "Encerrado", not "Aprovado"). */
export function TicketStatusBadge({ status, type }: { status: TicketStatus; type: TicketType }) {
  return (
    <Badge
      variant={variants[status]}
      className={cn(status === 'rejected' && 'border-destructive/40 text-destructive')}
    >
      {ticketStatusLabel(type, status)}
    </Badge>
  );
}
