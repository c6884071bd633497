import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
} from '@panel/contract/api/audit';
import { searchMaxLength } from '@panel/contract/constants';
import { EnumSelect } from '@/components/enum-select';
import { SearchField } from '@/components/search-field';
import { useSearchInput } from '@/lib/use-search-input';

interface AuditFiltersProps {
  search: string;
  type: AuditActionType | null;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: AuditActionType | null) => void;
}

export function AuditFilters({ search, type, onSearchChange, onTypeChange }: AuditFiltersProps) {
  const searchInput = useSearchInput(search, onSearchChange);

  return (
    <form
      role="search"
      onSubmit={searchInput.onSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end"
    >
      <SearchField
        id="audit-search"
        label="Buscar"
        placeholder="Usuário, ID ou detalhes"
        maxLength={searchMaxLength}
        value={searchInput.value}
        onChange={searchInput.onChange}
      />
      <EnumSelect
        id="audit-type"
        label="Tipo de ação"
        values={auditActionTypes}
        labels={auditActionTypeLabels}
        allLabel="Todos os tipos"
        value={type}
        onChange={onTypeChange}
      />
    </form>
  );
}
