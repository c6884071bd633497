import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
} from '@panel/contract/api/audit';
import { searchMaxLength } from '@panel/contract/constants';
import { EnumSelect } from '@/components/enum-select';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSearchInput } from '@/lib/use-search-input';
import type { AuditSignIns } from '../api/get-audit-logs';

interface AuditFiltersProps {
  search: string;
  type: AuditActionType | null;
  signIns: AuditSignIns;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: AuditActionType | null) => void;
  onSignInsChange: (signIns: AuditSignIns) => void;
}

export function AuditFilters({
  search,
  type,
  signIns,
  onSearchChange,
  onTypeChange,
  onSignInsChange,
}: AuditFiltersProps) {
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
      <div className="flex items-center gap-2 sm:col-span-2">
        <Switch
          id="audit-hide-sign-ins"
          checked={signIns === 'hide'}
          onCheckedChange={(checked) => onSignInsChange(checked ? 'hide' : 'show')}
        />
        <Label htmlFor="audit-hide-sign-ins" className="font-normal">
          Ocultar entradas no painel
        </Label>
      </div>
    </form>
  );
}
