import { useCallback } from 'react';
import { auditActionTypes, type AuditActionType } from '@panel/contract/api/audit';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';
import type { AuditLogsQuery, AuditSignIns } from './api/get-audit-logs';

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
    signIns: params.get('signIns') === 'hide' ? 'hide' : 'show',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeAuditFilters(params: URLSearchParams, next: AuditLogsQuery): void {
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'type', next.type ?? '');
  setOrDelete(params, 'signIns', next.signIns === 'hide' ? 'hide' : '');
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface AuditFilters extends AuditLogsQuery {
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  /** A new type: back to page 1. */
  setType: (type: AuditActionType | null) => void;
  /** Hides or shows sign-ins to the panel: back to page 1. */
  setSignIns: (signIns: AuditSignIns) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
}

/**
 * The audit filters live in the query string (`?search=&type=&signIns=&page=`) so that a reload or a
 * shared link shows the same page. Defaults are left out to keep links short.
 */
export function useAuditFilters(): AuditFilters {
  const [filters, update] = useUrlFilters(parseAuditFilters, writeAuditFilters);

  const setSearch = useCallback(
    (search: string) => update({ search, page: 1 }, { replace: true }),
    [update],
  );
  const setType = useCallback(
    (type: AuditActionType | null) => update({ type, page: 1 }),
    [update],
  );
  const setSignIns = useCallback((signIns: AuditSignIns) => update({ signIns, page: 1 }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clearFilters = useCallback(
    () => update({ search: '', type: null, signIns: 'show', page: 1 }),
    [update],
  );

  return { ...filters, setSearch, setType, setSignIns, setPage, clearFilters };
}
