import { Download, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ApplicationStatus } from '@panel/contract/api/applications';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ApplicationKind } from '../application-kinds';
import { exportApplicationsHref } from '../api/export-applications';
import { searchMaxLength } from '../use-application-filters';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

/** One request once typing pauses, not one per key (the audit search's 300 ms). */
const searchDebounceMs = 300;

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
  const [text, setText] = useState(search);
  const [committedSearch, setCommittedSearch] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearchChange, searchDebounceMs);
  const inputId = `${kind.id}-search`;

  // A search that changed elsewhere (back button, "Limpar busca") replaces what is typed,
  // unless it is what is typed (the URL holds it trimmed).
  if (search !== committedSearch) {
    setCommittedSearch(search);
    if (text.trim() !== search) setText(search);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    debouncedSearch.cancel();
    onSearchChange(text);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form role="search" onSubmit={handleSubmit} className="grid flex-1 gap-2">
        <Label htmlFor={inputId}>Buscar</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            value={text}
            maxLength={searchMaxLength}
            placeholder="ID ou nome de usuário"
            autoComplete="off"
            className="pl-9"
            onChange={(event) => {
              setText(event.target.value);
              debouncedSearch.schedule(event.target.value);
            }}
          />
        </div>
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
