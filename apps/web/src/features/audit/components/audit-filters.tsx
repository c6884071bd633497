import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
} from '@panel/contract/api/audit';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useSearchInput } from '@/lib/use-search-input';

// Radix Select items cannot have an empty value, so "every type" needs a value of its own.
const allTypes = 'all';

/** The server rejects longer searches (contract: at most 100 characters). */
const searchMaxLength = 100;

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
      <div className="grid gap-2">
        <Label htmlFor="audit-type">Tipo de ação</Label>
        <Select
          value={type ?? allTypes}
          onValueChange={(value) =>
            onTypeChange(auditActionTypes.find((actionType) => actionType === value) ?? null)
          }
        >
          <SelectTrigger id="audit-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={allTypes}>Todos os tipos</SelectItem>
            {auditActionTypes.map((actionType) => (
              <SelectItem key={actionType} value={actionType}>
                {auditActionTypeLabels[actionType]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </form>
  );
}
