import { ticketTypeLabels, ticketTypes, type TicketType } from '@panel/contract/api/tickets';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { TicketStatusFilter } from '../use-ticket-filters';

// Radix Select items cannot have an empty value, so "every type" needs a value of its own.
const allTypes = 'all';

const statusOptions: { value: TicketStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pendentes' },
  { value: 'approved', label: 'Aprovados' },
  { value: 'rejected', label: 'Reprovados' },
  { value: 'canceled', label: 'Cancelados' },
  { value: 'all', label: 'Todos' },
];

interface TicketFiltersProps {
  type: TicketType | null;
  status: TicketStatusFilter;
  onTypeChange: (type: TicketType | null) => void;
  onStatusChange: (status: TicketStatusFilter) => void;
}

/** Two selects rather than tabs: five statuses do not fit side by side on a phone. */
export function TicketFilters({ type, status, onTypeChange, onStatusChange }: TicketFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div className="grid gap-2">
        <Label htmlFor="tickets-type">Tipo</Label>
        <Select
          value={type ?? allTypes}
          onValueChange={(value) => onTypeChange(ticketTypes.find((t) => t === value) ?? null)}
        >
          <SelectTrigger id="tickets-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={allTypes}>Todos os tipos</SelectItem>
            {ticketTypes.map((ticketType) => (
              <SelectItem key={ticketType} value={ticketType}>
                {ticketTypeLabels[ticketType]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tickets-status">Situação</Label>
        <Select
          value={status}
          onValueChange={(value) => {
            const next = statusOptions.find((option) => option.value === value);
            if (next) onStatusChange(next.value);
          }}
        >
          <SelectTrigger id="tickets-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statusOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
