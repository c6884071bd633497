import { useCallback } from 'react';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

interface StoreFilters {
  /** A category's id; `null`: every category ("Todos"). */
  category: string | null;
}

const categoryIdPattern = /^[1-9]\d{0,14}$/;

/** A hand-edited `?category=` that cannot be an id falls back to "Todos". */
function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const category = params.get('category');
  return { category: category && categoryIdPattern.test(category) ? category : null };
}

function writeStoreFilters(params: URLSearchParams, next: StoreFilters): void {
  setOrDelete(params, 'category', next.category ?? '');
}

/** The tab lives in the query string (`?category=<id>`), so a link or a reload keeps it. */
export function useStoreCategory() {
  const [{ category }, update] = useUrlFilters(parseStoreFilters, writeStoreFilters);
  const setCategory = useCallback((next: string | null) => update({ category: next }), [update]);
  return { category, setCategory };
}
