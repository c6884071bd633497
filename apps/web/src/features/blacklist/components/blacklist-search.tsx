import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { searchMaxLength } from '@panel/contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface BlacklistSearchProps {
  /** The search in the URL. */
  search: string;
  onSearchChange: (search: string) => void;
}

/** The spec's search form: it searches when "Buscar" (or Enter) is pressed. */
export function BlacklistSearch({ search, onSearchChange }: BlacklistSearchProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  // A search changed elsewhere (back button, "Limpar busca") replaces what is typed.
  if (search !== shown) {
    setShown(search);
    if (text.trim() !== search) setText(search);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchChange(text.trim());
  }

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Label htmlFor={id} className="sr-only">
        Buscar na blacklist
      </Label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          className="pl-9"
          placeholder="Buscar por ID ou nome de usuário..."
          maxLength={searchMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </form>
  );
}
