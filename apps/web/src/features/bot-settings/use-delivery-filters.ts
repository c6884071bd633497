import { useCallback } from 'react';
import {
  deliveryStatuses,
  deliveryTypes,
  type DeliveryStatus,
  type DeliveryType,
} from '@panel/contract/api/deliveries';
import { maxPage, searchMaxLength } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export interface DeliveryFilterValues {
  status: DeliveryStatus | null;
  type: DeliveryType | null;
  /** A member's name or Discord id, trimmed; empty means no search. */
  search: string;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((item) => item === value) ?? null;
}

/** A hand-edited or stale link (`?status=foo`, `?page=abc`) falls back to the defaults. */
export function parseDeliveryFilters(params: URLSearchParams): DeliveryFilterValues {
  const page = Number(params.get('page'));
  return {
    status: oneOf(deliveryStatuses, params.get('status')),
    type: oneOf(deliveryTypes, params.get('type')),
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeDeliveryFilters(params: URLSearchParams, next: DeliveryFilterValues): void {
  setOrDelete(params, 'status', next.status ?? '');
  setOrDelete(params, 'type', next.type ?? '');
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface DeliveryFilters extends DeliveryFilterValues {
  setStatus: (status: DeliveryStatus | null) => void;
  setType: (type: DeliveryType | null) => void;
  /** Replaces the history entry, so typing does not fill it. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/** The "Entregas" filters, kept in the query string beside `?tab=entregas`; each resets the page. */
export function useDeliveryFilters(): DeliveryFilters {
  const [filters, update] = useUrlFilters(parseDeliveryFilters, writeDeliveryFilters);
  const setStatus = useCallback(
    (status: DeliveryStatus | null) => update({ status, page: 1 }),
    [update],
  );
  const setType = useCallback((type: DeliveryType | null) => update({ type, page: 1 }), [update]);
  const setSearch = useCallback(
    (search: string) => update({ search: search.trim(), page: 1 }, { replace: true }),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  return { ...filters, setStatus, setType, setSearch, setPage };
}
