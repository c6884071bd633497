import { useCallback } from 'react';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

/** The server refuses pages past this one (contract). */
const maxPage = 1_000_000;

interface CodesPageFilters {
  page: number;
}

/** A hand-edited or stale link (`?page=abc`) falls back to the first page. */
export function parseCodesPage(params: URLSearchParams): CodesPageFilters {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1 };
}

function writeCodesPage(params: URLSearchParams, next: CodesPageFilters): void {
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

/** The page of the codes list, kept in the query string (`?page=`) for reloads and links. */
export function useCodesPage(): {
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
} {
  const [{ page }, update] = useUrlFilters(parseCodesPage, writeCodesPage);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => update({ page: next }, options),
    [update],
  );
  return { page, setPage };
}
