import { useCallback } from 'react';
import {
  applicationStatuses,
  type ApplicationStatus,
} from '@panel/contract/api/application-values';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';
import type { ApplicationListQuery } from './api/get-applications';

function isStatus(value: string | null): value is ApplicationStatus {
  return value !== null && (applicationStatuses as readonly string[]).includes(value);
}

/** A hand-edited or stale link (`?page=abc`, `?status=foo`) falls back to the defaults. */
export function parseApplicationFilters(params: URLSearchParams): ApplicationListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : 'pending',
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeApplicationFilters(params: URLSearchParams, next: ApplicationListQuery): void {
  setOrDelete(params, 'status', next.status === 'pending' ? '' : next.status);
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface ApplicationFilters extends ApplicationListQuery {
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  /** Another tab: back to page 1. */
  setStatus: (status: ApplicationStatus) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The filters live in the query string (`?status=&search=&page=`) so a reload, the back
 * button or a shared link shows the same page. Defaults are left out to keep links short.
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
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );

  return { ...filters, setSearch, setStatus, setPage };
}
