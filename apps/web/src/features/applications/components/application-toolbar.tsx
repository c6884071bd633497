import { Download } from 'lucide-react';
import type { ApplicationStatus } from '@panel/contract/api/applications';
import { searchMaxLength } from '@panel/contract/constants';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/search-field';
import type { ApplicationKind } from '../application-kinds';
import { exportApplicationsHref } from '../api/export-applications';
import { useSearchInput } from '@/lib/use-search-input';

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
  const searchInput = useSearchInput(search, onSearchChange);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form role="search" onSubmit={searchInput.onSubmit} className="flex-1">
        <SearchField
          id={`${kind.id}-search`}
          label="Buscar"
          placeholder="ID ou nome de usuário"
          maxLength={searchMaxLength}
          value={searchInput.value}
          onChange={searchInput.onChange}
        />
      </form>
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
