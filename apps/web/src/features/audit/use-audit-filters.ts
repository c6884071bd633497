import { useCallback } from 'react';
import {
  auditActionTypes,
  auditDefaultPageSize,
  auditPageSizes,
  type AuditActionType,
  type AuditPageSize,
} from '@panel/contract/api/audit';
import { snowflakePattern } from '@panel/contract/constants';
import { parseDateTimeLocal } from '@/lib/datetime-local';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';
import type { AuditLogsQuery, AuditSignIns } from './api/get-audit-logs';

function isAuditActionType(value: string | null): value is AuditActionType {
  return value !== null && (auditActionTypes as readonly string[]).includes(value);
}

function pageSizeOf(value: string | null): AuditPageSize {
  return auditPageSizes.find((size) => String(size) === value) ?? auditDefaultPageSize;
}

/** A local date and time ("2026-01-10T00:00") that is a real moment, else "". */
function periodEndOf(value: string | null): string {
  return value !== null && parseDateTimeLocal(value) ? value : '';
}

/** A hand-edited or stale link (`?page=abc`, `?type=foo`) falls back to the defaults. */
export function parseAuditFilters(params: URLSearchParams): AuditLogsQuery {
  const page = Number(params.get('page'));
  const type = params.get('type');
  const actor = params.get('actor');
  const from = periodEndOf(params.get('from'));
  const to = periodEndOf(params.get('to'));
  // An inverted period is no period: its end is left out.
  const inverted = from !== '' && to !== '' && from > to;
  return {
    search: params.get('search')?.trim() ?? '',
    type: isAuditActionType(type) ? type : null,
    // Sign-ins are most of the log and say little: hidden unless asked for.
    signIns: params.get('signIns') === 'show' ? 'show' : 'hide',
    actorId: actor !== null && snowflakePattern.test(actor) ? actor : null,
    from,
    to: inverted ? '' : to,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizeOf(params.get('limit')),
  };
}

function writeAuditFilters(params: URLSearchParams, next: AuditLogsQuery): void {
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'type', next.type ?? '');
  setOrDelete(params, 'signIns', next.signIns === 'show' ? 'show' : '');
  setOrDelete(params, 'actor', next.actorId ?? '');
  setOrDelete(params, 'from', next.from);
  setOrDelete(params, 'to', next.to);
  setOrDelete(params, 'limit', next.limit === auditDefaultPageSize ? '' : String(next.limit));
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface AuditFilters extends AuditLogsQuery {
  /** A new search: back to page 1. Replaces the history entry so typing does not fill it. */
  setSearch: (search: string) => void;
  /** A new type: back to page 1. */
  setType: (type: AuditActionType | null) => void;
  /** Hides or shows sign-ins to the panel: back to page 1. */
  setSignIns: (signIns: AuditSignIns) => void;
  /** Only what this member did (`null`: everyone): back to page 1. */
  setActorId: (actorId: string | null) => void;
  /** A new period (local "2026-01-10T00:00", "" for an open end): back to page 1. */
  setPeriod: (period: { from: string; to: string }) => void;
  /** Rows per page: the page that holds the first row shown so far. */
  setLimit: (limit: AuditPageSize) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default; the rows per page stay, they are not a filter. */
  clearFilters: () => void;
}

/**
 * The audit filters live in the query string
 * (`?search=&type=&signIns=&actor=&from=&to=&limit=&page=`) so that a reload or a shared link
 * shows the same page. Defaults are left out to keep links short.
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
  const setActorId = useCallback(
    (actorId: string | null) => update({ actorId, page: 1 }),
    [update],
  );
  // Typed a character at a time: one history entry, as the search.
  const setPeriod = useCallback(
    ({ from, to }: { from: string; to: string }) =>
      update({ from, to, page: 1 }, { replace: true }),
    [update],
  );
  const { page, limit } = filters;
  const setLimit = useCallback(
    (next: AuditPageSize) =>
      update({ limit: next, page: Math.floor(((page - 1) * limit) / next) + 1 }),
    [update, page, limit],
  );
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const clearFilters = useCallback(
    () =>
      update({ search: '', type: null, signIns: 'hide', actorId: null, from: '', to: '', page: 1 }),
    [update],
  );

  return {
    ...filters,
    setSearch,
    setType,
    setSignIns,
    setActorId,
    setPeriod,
    setLimit,
    setPage,
    clearFilters,
  };
}
