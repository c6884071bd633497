import {
  ticketStatuses,
  ticketTypeLabels,
  ticketTypes,
  type TicketType,
} from '@panel/contract/api/tickets';
import { FilterBar } from '@/components/filter-bar';
import type { TicketStatusFilter } from '../use-ticket-filters';

const statusFilters: readonly TicketStatusFilter[] = [...ticketStatuses, 'all'];

const statusFilterLabels: Record<TicketStatusFilter, string> = {
  pending: 'Pendentes',
  approved: 'Aprovados',
  rejected: 'Reprovados',
  canceled: 'Cancelados',
  all: 'Todos',
};

interface TicketFiltersProps {
  type: TicketType | null;
  status: TicketStatusFilter;
  onTypeChange: (type: TicketType | null) => void;
  onStatusChange: (status: TicketStatusFilter) => void;
}

/** Two selects rather than tabs: five statuses do not fit side by side on a phone. */
export function TicketFilters({ type, status, onTypeChange, onStatusChange }: TicketFiltersProps) {
  return (
    <FilterBar
      className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl"
      fields={[
        {
          kind: 'select',
          id: 'tickets-type',
          label: 'Tipo',
          values: ticketTypes,
          labels: ticketTypeLabels,
          allLabel: 'Todos os tipos',
          value: type,
          onChange: onTypeChange,
        },
        {
          kind: 'select',
          id: 'tickets-status',
          label: 'Situação',
          values: statusFilters,
          labels: statusFilterLabels,
          value: status,
          onChange: onStatusChange,
        },
      ]}
    />
  );
}
