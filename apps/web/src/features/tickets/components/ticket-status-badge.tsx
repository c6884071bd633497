import type { TicketStatus } from '@panel/contract/api/tickets';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ticketStatusLabels } from '../ticket-labels';

const variants = {
  pending: 'warning',
  approved: 'success',
  rejected: 'outline',
  canceled: 'secondary',
} as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge
      variant={variants[status]}
      className={cn(status === 'rejected' && 'border-destructive/40 text-destructive')}
    >
      {ticketStatusLabels[status]}
    </Badge>
  );
}
