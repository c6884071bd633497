import { useCallback } from 'react';
import { storeCategories, type StoreCategory } from '@panel/contract/api/store';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export function isStoreCategory(value: unknown): value is StoreCategory {
  return typeof value === 'string' && (storeCategories as readonly string[]).includes(value);
}

interface StoreFilters {
  /** `null`: every category ("Todos"). */
  category: StoreCategory | null;
}

/** A stale or hand-edited `?category=` falls back to "Todos". */
function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const category = params.get('category');
  return { category: isStoreCategory(category) ? category : null };
}

function writeStoreFilters(params: URLSearchParams, next: StoreFilters): void {
  setOrDelete(params, 'category', next.category ?? '');
}

/** The tab lives in the query string (`?category=`), so a link or a reload keeps it. */
export function useStoreCategory() {
  const [{ category }, update] = useUrlFilters(parseStoreFilters, writeStoreFilters);
  const setCategory = useCallback(
    (next: StoreCategory | null) => update({ category: next }),
    [update],
  );
  return { category, setCategory };
}
