import { useCallback } from 'react';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

interface TokensPageFilters {
  /** Part of a code, trimmed; empty for every code. */
  search: string;
  page: number;
}

/** A hand-edited or stale link (`?page=abc`) falls back to the first page. */
export function parseTokensPage(params: URLSearchParams): TokensPageFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeTokensPage(params: URLSearchParams, next: TokensPageFilters): void {
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

/**
 * The search and page of the codes list, kept in the query string (`?search=&page=`) for
 * reloads and links.
 */
export function useTokensPage(): {
  search: string;
  page: number;
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
} {
  const [{ search, page }, update] = useUrlFilters(parseTokensPage, writeTokensPage);
  const setSearch = useCallback(
    (next: string) => update({ search: next, page: 1 }, { replace: true }),
    [update],
  );
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => update({ page: next }, options),
    [update],
  );
  return { search, page, setSearch, setPage };
}
