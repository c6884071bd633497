import { purchaseStateLabels, purchaseStates } from '@panel/contract/api/store';
import { FilterBar } from '@/components/filter-bar';
import type { PurchaseFilters as Filters } from '../use-purchase-filters';

/** State and search of "Compras"; the search runs once typing pauses. */
export function PurchaseFilters({ filters }: { filters: Filters }) {
  return (
    <FilterBar
      className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end"
      fields={[
        {
          kind: 'search',
          id: 'purchase-search',
          label: 'Buscar',
          placeholder: 'Membro (nome ou ID) ou produto',
          value: filters.search,
          onChange: filters.setSearch,
        },
        {
          kind: 'select',
          id: 'purchase-state',
          label: 'Estado',
          values: purchaseStates,
          labels: purchaseStateLabels,
          allLabel: 'Todas',
          value: filters.state,
          onChange: filters.setState,
        },
      ]}
    />
  );
}
