import { Download } from 'lucide-react';
import type { ApplicationStatus } from '@panel/contract/api/applications';
import { Button } from '@/components/ui/button';
import { FilterBar } from '@/components/filter-bar';
import type { ApplicationKind } from '../application-kinds';
import { exportApplicationsHref } from '../api/export-applications';

interface ApplicationToolbarProps {
  kind: ApplicationKind;
  status: ApplicationStatus;
  search: string;
  onSearchChange: (search: string) => void;
}

export function ApplicationToolbar({
  kind,
  status,
  search,
  onSearchChange,
}: ApplicationToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FilterBar
        className="flex-1"
        fields={[
          {
            kind: 'search',
            id: `${kind.id}-search`,
            label: 'Buscar',
            placeholder: 'ID ou nome de usuário',
            value: search,
            onChange: onSearchChange,
          },
        ]}
      />
      {/* The file follows what is on screen: the tab and the search (all pages). */}
      <Button asChild variant="outline">
        <a href={exportApplicationsHref(kind, { status, search })} download>
          <Download aria-hidden="true" />
          Exportar CSV
        </a>
      </Button>
    </div>
  );
}
