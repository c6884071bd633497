import { purchaseStateLabels, purchaseStates } from '@panel/contract/api/store';
import { searchMaxLength } from '@panel/contract/constants';
import { EnumSelect } from '@/components/enum-select';
import { SearchField } from '@/components/search-field';
import { useSearchInput } from '@/lib/use-search-input';
import type { PurchaseFilters as Filters } from '../use-purchase-filters';

/** State and search of "Compras"; the search runs once typing pauses. */
export function PurchaseFilters({ filters }: { filters: Filters }) {
  const searchInput = useSearchInput(filters.search, filters.setSearch);
  return (
    <form
      role="search"
      onSubmit={searchInput.onSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end"
    >
      <SearchField
        id="purchase-search"
        label="Buscar"
        placeholder="Membro (nome ou ID) ou produto"
        maxLength={searchMaxLength}
        value={searchInput.value}
        onChange={searchInput.onChange}
      />
      <EnumSelect
        id="purchase-state"
        label="Estado"
        values={purchaseStates}
        labels={purchaseStateLabels}
        allLabel="Todas"
        value={filters.state}
        onChange={filters.setState}
      />
    </form>
  );
}
