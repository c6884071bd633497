import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { auditActionTypes, type AuditActionType } from '@panel/contract/api/audit';
import type { AuditLogsQuery } from './api/get-audit-logs';

function isAuditActionType(value: string | null): value is AuditActionType {
  return value !== null && (auditActionTypes as readonly string[]).includes(value);
}

/** A hand-edited or stale link (`?page=abc`, `?type=foo`) falls back to the defaults. */
export function parseAuditFilters(params: URLSearchParams): AuditLogsQuery {
  const page = Number(params.get('page'));
  const type = params.get('type');
  return {
    search: params.get('search')?.trim() ?? '',
    type: isAuditActionType(type) ? type : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export interface AuditFilters extends AuditLogsQuery {
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  /** A new type: back to page 1. */
  setType: (type: AuditActionType | null) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
}

/**
 * The audit filters live in the query string (`?search=&type=&page=`) so that a reload or a
 * shared link shows the same page. Defaults are left out to keep links short.
 */
export function useAuditFilters(): AuditFilters {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAuditFilters(params), [params]);

  const update = useCallback(
    (changes: Partial<AuditLogsQuery>, options?: { replace?: boolean }) => {
      setParams((previous) => {
        const next = { ...parseAuditFilters(previous), ...changes };
        const result = new URLSearchParams(previous);
        setOrDelete(result, 'search', next.search.trim());
        setOrDelete(result, 'type', next.type ?? '');
        setOrDelete(result, 'page', next.page > 1 ? String(next.page) : '');
        return result;
      }, options);
    },
    [setParams],
  );

  const setSearch = useCallback(
    (search: string) => update({ search, page: 1 }, { replace: true }),
    [update],
  );
  const setType = useCallback(
    (type: AuditActionType | null) => update({ type, page: 1 }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clearFilters = useCallback(() => update({ search: '', type: null, page: 1 }), [update]);

  return { ...filters, setSearch, setType, setPage, clearFilters };
}

function setOrDelete(params: URLSearchParams, key: string, value: string): void {
  if (value) params.set(key, value);
  else params.delete(key);
}
