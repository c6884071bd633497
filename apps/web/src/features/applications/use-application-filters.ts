import { useCallback } from 'react';
import {
  applicationSignalFilters,
  applicationSorts,
  applicationStatuses,
  applicationTriageFilters,
  type ApplicationSignalFilter,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationTriageFilter,
} from '@panel/contract/api/application-values';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';
import type { ApplicationListQuery } from './api/get-applications';

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** A hand-edited or stale link (`?page=abc`, `?status=foo`) falls back to the defaults. */
export function parseApplicationFilters(params: URLSearchParams): ApplicationListQuery {
  const status = params.get('status');
  const triage = params.get('triage');
  const signal = params.get('signal');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: oneOf(applicationStatuses, status) ? status : 'pending',
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    triage: oneOf(applicationTriageFilters, triage) ? triage : null,
    signal: oneOf(applicationSignalFilters, signal) ? signal : null,
    sort: oneOf(applicationSorts, sort) ? sort : 'queue',
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeApplicationFilters(params: URLSearchParams, next: ApplicationListQuery): void {
  setOrDelete(params, 'status', next.status === 'pending' ? '' : next.status);
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'triage', next.triage ?? '');
  setOrDelete(params, 'signal', next.signal ?? '');
  setOrDelete(params, 'sort', next.sort === 'queue' ? '' : next.sort);
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface ApplicationFilters extends ApplicationListQuery {
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  /** Another tab: back to page 1. */
  setStatus: (status: ApplicationStatus) => void;
  /** "Questionário": back to page 1. */
  setTriage: (triage: ApplicationTriageFilter | null) => void;
  /** "Sinais": back to page 1. */
  setSignal: (signal: ApplicationSignalFilter | null) => void;
  /** "Ordenar por": back to page 1. */
  setSort: (sort: ApplicationSort) => void;
  /** The search, "Questionário" and "Sinais" dropped, as an empty list offers. */
  clearFilters: () => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The filters live in the query string (`?status=&search=&triage=&signal=&sort=&page=`) so a reload,
 * the back button or a shared link shows the same page. Defaults are left out to keep links
 * short.
 */
export function useApplicationFilters(): ApplicationFilters {
  const [filters, update] = useUrlFilters(parseApplicationFilters, writeApplicationFilters);

  const setSearch = useCallback(
    (search: string) => update({ search, page: 1 }, { replace: true }),
    [update],
  );
  const setStatus = useCallback(
    (status: ApplicationStatus) => update({ status, page: 1 }),
    [update],
  );
  const setTriage = useCallback(
    (triage: ApplicationTriageFilter | null) => update({ triage, page: 1 }),
    [update],
  );
  const setSignal = useCallback(
    (signal: ApplicationSignalFilter | null) => update({ signal, page: 1 }),
    [update],
  );
  const setSort = useCallback((sort: ApplicationSort) => update({ sort, page: 1 }), [update]);
  const clearFilters = useCallback(
    () => update({ search: '', triage: null, signal: null, page: 1 }),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );

  return {
    ...filters,
    setSearch,
    setStatus,
    setTriage,
    setSignal,
    setSort,
    clearFilters,
    setPage,
  };
}
