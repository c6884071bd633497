import {
  deliveryStatusLabels,
  deliveryStatuses,
  deliveryTypeLabels,
  deliveryTypes,
} from '@panel/contract/api/deliveries';
import { searchMaxLength } from '@panel/contract/constants';
import { EnumSelect } from '@/components/enum-select';
import { SearchField } from '@/components/search-field';
import { useSearchInput } from '@/lib/use-search-input';
import type { DeliveryFilters as Filters } from '../use-delivery-filters';

/** Status, type and member search of "Entregas"; the search runs once typing pauses. */
export function DeliveryFilters({ filters }: { filters: Filters }) {
  const searchInput = useSearchInput(filters.search, filters.setSearch);
  return (
    <form
      role="search"
      onSubmit={searchInput.onSubmit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem] lg:items-end"
    >
      <SearchField
        id="delivery-search"
        label="Membro"
        placeholder="Nome ou ID do Discord"
        maxLength={searchMaxLength}
        value={searchInput.value}
        onChange={searchInput.onChange}
      />
      <EnumSelect
        id="delivery-status"
        label="Estado"
        values={deliveryStatuses}
        labels={deliveryStatusLabels}
        allLabel="Todos"
        value={filters.status}
        onChange={filters.setStatus}
      />
      <EnumSelect
        id="delivery-type"
        label="Tipo"
        values={deliveryTypes}
        labels={deliveryTypeLabels}
        allLabel="Todos os tipos"
        value={filters.type}
        onChange={filters.setType}
      />
    </form>
  );
}
