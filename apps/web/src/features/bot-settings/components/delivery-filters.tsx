import {
  deliveryStatusLabels,
  deliveryStatuses,
  deliveryTypeLabels,
  deliveryTypes,
} from '@panel/contract/api/deliveries';
import { FilterBar } from '@/components/filter-bar';
import type { DeliveryFilters as Filters } from '../use-delivery-filters';

/** Status, type and member search of "Entregas"; the search runs once typing pauses. */
export function DeliveryFilters({ filters }: { filters: Filters }) {
  return (
    <FilterBar
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem] lg:items-end"
      fields={[
        {
          kind: 'search',
          id: 'delivery-search',
          label: 'Membro',
          placeholder: 'Nome ou ID do Discord',
          value: filters.search,
          onChange: filters.setSearch,
        },
        {
          kind: 'select',
          id: 'delivery-status',
          label: 'Estado',
          values: deliveryStatuses,
          labels: deliveryStatusLabels,
          allLabel: 'Todos',
          value: filters.status,
          onChange: filters.setStatus,
        },
        {
          kind: 'select',
          id: 'delivery-type',
          label: 'Tipo',
          values: deliveryTypes,
          labels: deliveryTypeLabels,
          allLabel: 'Todos os tipos',
          value: filters.type,
          onChange: filters.setType,
        },
      ]}
    />
  );
}
