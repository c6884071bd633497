import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  auditActionTypeLabels,
  auditActionTypes,
  type AuditActionType,
} from '@panel/contract/api/audit';
import { auditSearchDebounceMs } from '@panel/contract/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

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
  const [text, setText] = useState(search);
  const [committedSearch, setCommittedSearch] = useState(search);
  const debouncedSearch = useDebouncedCallback(onSearchChange, auditSearchDebounceMs);

  // A search that changed elsewhere (back button, "Limpar filtros") replaces what is typed,
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
    <form
      role="search"
      onSubmit={handleSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="audit-search">Buscar</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="audit-search"
            type="search"
            value={text}
            maxLength={searchMaxLength}
            placeholder="Usuário, ID ou detalhes"
            autoComplete="off"
            className="pl-9"
            onChange={(event) => {
              setText(event.target.value);
              debouncedSearch.schedule(event.target.value);
            }}
          />
        </div>
      </div>
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
