import { useCallback, useState } from 'react';
import { bulkDecisionLimit } from '@panel/contract/api/application-values';

export interface ReviewSelection {
  /** The selected entries still on screen, in list order. */
  selectedIds: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** "Selecionar todas": every entry on screen, or none. */
  setAll: (selected: boolean) => void;
  clear: () => void;
}

/** The entries picked for a bulk decision; a new tab, search or page starts empty. */
export function useReviewSelection(ids: readonly string[], key: string): ReviewSelection {
  const [stored, setStored] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key,
    ids: new Set(),
  });
  const chosen = stored.key === key ? stored.ids : new Set<string>();
  // Decided entries leave the list, and the selection with them.
  const selectedIds = ids.filter((id) => chosen.has(id)).slice(0, bulkDecisionLimit);

  const toggle = useCallback(
    (id: string) =>
      setStored((current) => {
        const next = new Set(current.key === key ? current.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key, ids: next };
      }),
    [key],
  );
  const setAll = useCallback(
    (selected: boolean) => setStored({ key, ids: new Set(selected ? ids : []) }),
    [key, ids],
  );
  const clear = useCallback(() => setStored({ key, ids: new Set() }), [key]);

  return { selectedIds, isSelected: (id) => chosen.has(id), toggle, setAll, clear };
}
