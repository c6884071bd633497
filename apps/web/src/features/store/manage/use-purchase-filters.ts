import { useCallback } from 'react';
import { purchaseStates, type PurchaseState } from '@panel/contract/api/store';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export interface PurchaseFilterValues {
  /** `null`: every state ("Todas"). */
  state: PurchaseState | null;
  /** A member's name or Discord id, or a product's name, trimmed; empty means no search. */
  search: string;
  page: number;
}

/** A hand-edited or stale link (`?state=foo`, `?page=abc`) falls back to the defaults. */
export function parsePurchaseFilters(params: URLSearchParams): PurchaseFilterValues {
  const page = Number(params.get('page'));
  return {
    state: purchaseStates.find((state) => state === params.get('state')) ?? null,
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writePurchaseFilters(params: URLSearchParams, next: PurchaseFilterValues): void {
  setOrDelete(params, 'state', next.state ?? '');
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface PurchaseFilters extends PurchaseFilterValues {
  setState: (state: PurchaseState | null) => void;
  /** Replaces the history entry, so typing does not fill it. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** "Limpar filtros": every state, no search, page 1. */
  clear: () => void;
}

/** The "Compras" filters, kept in the query string beside `?tab=compras`; each resets the page. */
export function usePurchaseFilters(): PurchaseFilters {
  const [filters, update] = useUrlFilters(parsePurchaseFilters, writePurchaseFilters);
  const setState = useCallback(
    (state: PurchaseState | null) => update({ state, page: 1 }),
    [update],
  );
  const setSearch = useCallback(
    (search: string) => update({ search: search.trim(), page: 1 }, { replace: true }),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  const clear = useCallback(() => update({ state: null, search: '', page: 1 }), [update]);
  return { ...filters, setState, setSearch, setPage, clear };
}
