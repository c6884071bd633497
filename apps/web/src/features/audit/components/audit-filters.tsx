import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
  type AuditPageSize,
} from '@panel/contract/api/audit';
import { searchMaxLength } from '@panel/contract/constants';
import { EnumSelect } from '@/components/enum-select';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSearchInput } from '@/lib/use-search-input';
import type { AuditSignIns } from '../api/get-audit-logs';
import { AuditMemberFilter } from './audit-member-filter';
import { AuditPageSizeSelect } from './audit-page-size';
import { AuditPeriodFilter } from './audit-period-filter';

interface AuditFiltersProps {
  search: string;
  type: AuditActionType | null;
  signIns: AuditSignIns;
  actorId: string | null;
  from: string;
  to: string;
  limit: AuditPageSize;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: AuditActionType | null) => void;
  onSignInsChange: (signIns: AuditSignIns) => void;
  onActorChange: (actorId: string | null) => void;
  onPeriodChange: (period: { from: string; to: string }) => void;
  onLimitChange: (limit: AuditPageSize) => void;
}

/** Search, type, member of staff, period and sign-ins: each narrows the others. */
export function AuditFilters({
  search,
  type,
  signIns,
  actorId,
  from,
  to,
  limit,
  onSearchChange,
  onTypeChange,
  onSignInsChange,
  onActorChange,
  onPeriodChange,
  onLimitChange,
}: AuditFiltersProps) {
  const searchInput = useSearchInput(search, onSearchChange);

  return (
    // The fields sit side by side when the box, not the window, is wide enough.
    <div className="@container">
      <form
        role="search"
        onSubmit={searchInput.onSubmit}
        className="grid gap-3 @2xl:grid-cols-[minmax(0,1fr)_14rem] @2xl:items-start"
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
        <div className="grid gap-3 @2xl:col-span-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @4xl:items-start">
          <AuditMemberFilter actorId={actorId} onChange={onActorChange} />
          <AuditPeriodFilter from={from} to={to} onChange={onPeriodChange} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 @2xl:col-span-2">
          <div className="flex items-center gap-2">
            <Switch
              id="audit-hide-sign-ins"
              checked={signIns === 'hide'}
              onCheckedChange={(checked) => onSignInsChange(checked ? 'hide' : 'show')}
            />
            <Label htmlFor="audit-hide-sign-ins" className="font-normal">
              Ocultar entradas no painel
            </Label>
          </div>
          <AuditPageSizeSelect value={limit} onChange={onLimitChange} />
        </div>
      </form>
    </div>
  );
}
