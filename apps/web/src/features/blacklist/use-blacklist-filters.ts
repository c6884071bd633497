import { useCallback } from 'react';
import { blacklistTypes, type BlacklistType } from '@panel/contract/api/blacklist';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export interface BlacklistListQuery {
  /** `null`: players and servers ("Todos"). */
  type: BlacklistType | null;
  /** Already trimmed; empty means no search. */
  search: string;
  page: number;
}

export function isBlacklistType(value: unknown): value is BlacklistType {
  return typeof value === 'string' && (blacklistTypes as readonly string[]).includes(value);
}

/** A hand-edited or stale link (`?page=abc`, `?type=foo`) falls back to the defaults. */
export function parseBlacklistFilters(params: URLSearchParams): BlacklistListQuery {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: isBlacklistType(type) ? type : null,
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeBlacklistFilters(params: URLSearchParams, next: BlacklistListQuery): void {
  setOrDelete(params, 'type', next.type ?? '');
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface BlacklistFilters extends BlacklistListQuery {
  /** Another tab: back to page 1. */
  setType: (type: BlacklistType | null) => void;
  /** A new search: back to page 1. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The tab, the search and the page live in the query string (`?type=&search=&page=`) so a
 * reload, the back button or a shared link shows the same entries. Defaults are left out.
 */
export function useBlacklistFilters(): BlacklistFilters {
  const [filters, update] = useUrlFilters(parseBlacklistFilters, writeBlacklistFilters);
  const setType = useCallback((type: BlacklistType | null) => update({ type, page: 1 }), [update]);
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  return { ...filters, setType, setSearch, setPage };
}
