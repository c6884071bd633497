import { useCallback } from 'react';
import { maxPage } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

interface TokensPageFilters {
  page: number;
}

/** A hand-edited or stale link (`?page=abc`) falls back to the first page. */
export function parseTokensPage(params: URLSearchParams): TokensPageFilters {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1 };
}

function writeTokensPage(params: URLSearchParams, next: TokensPageFilters): void {
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

/** The page of the codes list, kept in the query string (`?page=`) for reloads and links. */
export function useTokensPage(): {
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
} {
  const [{ page }, update] = useUrlFilters(parseTokensPage, writeTokensPage);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => update({ page: next }, options),
    [update],
  );
  return { page, setPage };
}
