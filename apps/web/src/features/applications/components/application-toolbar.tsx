import { Download } from 'lucide-react';
import {
  applicationSignalFilters,
  applicationSignalLabels,
  applicationSorts,
  applicationTriageFilters,
  type ApplicationSignalFilter,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationTriageFilter,
} from '@panel/contract/api/application-values';
import { Button } from '@/components/ui/button';
import { FilterBar } from '@/components/filter-bar';
import type { ApplicationKind } from '../application-kinds';
import { exportApplicationsHref } from '../api/export-applications';
import type { ApplicationQueueFilter } from '../api/get-applications';

const triageFilterLabels: Record<ApplicationTriageFilter, string> = {
  passed: 'Aprovados no questionário',
  failed: 'Reprovados no questionário',
  graded: 'Com nota',
};

const sortLabels: Record<ApplicationSort, string> = {
  queue: 'Fila',
  score: 'Maior nota',
  account: 'Conta do Discord mais nova',
};

interface ApplicationToolbarProps {
  kind: ApplicationKind;
  status: ApplicationStatus;
  filter: ApplicationQueueFilter;
  onSearchChange: (search: string) => void;
  onTriageChange: (triage: ApplicationTriageFilter | null) => void;
  onSignalChange: (signal: ApplicationSignalFilter | null) => void;
  onSortChange: (sort: ApplicationSort) => void;
}

/**
 * The search beside "Exportar CSV", then "Questionário", "Sinais" and "Ordenar por" under them:
 * two a row on a tablet beside the menu, three on a wider screen, one under the other on a phone.
 */
export function ApplicationToolbar({
  kind,
  status,
  filter,
  onSearchChange,
  onTriageChange,
  onSignalChange,
  onSortChange,
}: ApplicationToolbarProps) {
  return (
    <FilterBar
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,18rem)_minmax(0,14rem)_minmax(0,16rem)_minmax(0,1fr)]"
      fields={[
        {
          kind: 'group',
          id: `${kind.id}-search-row`,
          className: 'flex flex-col gap-3 sm:col-span-full sm:flex-row sm:items-end',
          fields: [
            {
              kind: 'search',
              id: `${kind.id}-search`,
              label: 'Buscar',
              placeholder: 'ID ou nome de usuário',
              value: filter.search,
              onChange: onSearchChange,
              className: 'flex-1',
            },
            {
              kind: 'extra',
              id: `${kind.id}-export`,
              // The file follows what is on screen: the tab, the filters and the order (all
              // pages).
              node: (
                <Button asChild variant="outline">
                  <a href={exportApplicationsHref(kind, { status, ...filter })} download>
                    <Download aria-hidden="true" />
                    Exportar CSV
                  </a>
                </Button>
              ),
            },
          ],
        },
        {
          kind: 'select',
          id: `${kind.id}-triage`,
          label: 'Questionário',
          values: applicationTriageFilters,
          labels: triageFilterLabels,
          allLabel: 'Todos',
          value: filter.triage,
          onChange: onTriageChange,
        },
        {
          kind: 'select',
          id: `${kind.id}-signal`,
          label: 'Sinais',
          values: applicationSignalFilters,
          labels: applicationSignalLabels,
          allLabel: 'Todos',
          value: filter.signal,
          onChange: onSignalChange,
        },
        {
          kind: 'select',
          id: `${kind.id}-sort`,
          label: 'Ordenar por',
          values: applicationSorts,
          labels: sortLabels,
          value: filter.sort,
          onChange: onSortChange,
        },
      ]}
    />
  );
}
