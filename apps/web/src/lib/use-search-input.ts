import { useState, type ChangeEvent, type FormEvent } from 'react';
import { auditSearchDebounceMs } from '@panel/contract/constants';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A search box bound to a search kept elsewhere (the URL): typing searches once it
 * pauses (300 ms, the spec's debounce), Enter searches at once, and a search changed
 * elsewhere (back button, "Limpar filtros") replaces what is typed. With `whileTyping: false`
 * only Enter (or the form's button) searches.
 */
export function useSearchInput(
  search: string,
  onSearchChange: (search: string) => void,
  { whileTyping = true }: { whileTyping?: boolean } = {},
) {
  const [text, setText] = useState(search);
  const [committedSearch, setCommittedSearch] = useState(search);
  const debounced = useDebouncedCallback(onSearchChange, auditSearchDebounceMs);

  // Unless it is what is typed: the URL holds it trimmed.
  if (search !== committedSearch) {
    setCommittedSearch(search);
    if (text.trim() !== search) setText(search);
  }

  return {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      if (whileTyping) debounced.schedule(event.target.value);
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      debounced.cancel();
      onSearchChange(text.trim());
    },
  };
}
