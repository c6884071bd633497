import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
  type AuditPageSize,
} from '@panel/contract/api/audit';
import { FilterBar, preloadFilterFields } from '@/components/filter-bar';
import type { AuditSignIns } from '../api/get-audit-logs';
import { AuditPageSizeSelect } from './audit-page-size';

// The member, period and switch fields load with the page, not after its first screen.
preloadFilterFields().catch(() => undefined);

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
export function AuditFilters(props: AuditFiltersProps) {
  return (
    // The fields sit side by side when the box, not the window, is wide enough.
    <div className="@container">
      <FilterBar
        className="grid gap-3 @2xl:grid-cols-[minmax(0,1fr)_14rem] @2xl:items-start"
        fields={[
          {
            kind: 'search',
            id: 'audit-search',
            label: 'Buscar',
            placeholder: 'Membro, ID ou detalhes',
            value: props.search,
            onChange: props.onSearchChange,
          },
          {
            kind: 'select',
            id: 'audit-type',
            label: 'Tipo de ação',
            values: auditActionTypes,
            labels: auditActionTypeLabels,
            allLabel: 'Todos os tipos',
            value: props.type,
            onChange: props.onTypeChange,
          },
          {
            kind: 'group',
            id: 'audit-who-when',
            className:
              'grid gap-3 @2xl:col-span-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @4xl:items-start',
            fields: [
              {
                kind: 'member',
                id: 'audit-actor',
                label: 'Membro da equipe',
                placeholder: 'Todos os membros',
                value: props.actorId,
                onChange: props.onActorChange,
              },
              {
                kind: 'period',
                id: 'audit',
                from: props.from,
                to: props.to,
                onChange: props.onPeriodChange,
              },
            ],
          },
          {
            kind: 'group',
            id: 'audit-sign-ins-and-size',
            className: 'flex flex-wrap items-center justify-between gap-3 @2xl:col-span-2',
            fields: [
              {
                kind: 'toggle',
                id: 'audit-show-sign-ins',
                label: 'Mostrar acessos ao painel',
                checked: props.signIns === 'show',
                onChange: (checked) => props.onSignInsChange(checked ? 'show' : 'hide'),
              },
              {
                kind: 'extra',
                id: 'audit-page-size',
                node: <AuditPageSizeSelect value={props.limit} onChange={props.onLimitChange} />,
              },
            ],
          },
        ]}
      />
    </div>
  );
}
