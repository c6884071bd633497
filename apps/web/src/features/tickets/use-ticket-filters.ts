import { useCallback } from 'react';
import { ticketStatuses, type TicketStatus, type TicketType } from '@panel/contract/api/tickets';
import { maxPage } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';
import { isTicketType } from './validate-ticket';

/** `all` is sent as no status at all. */
export type TicketStatusFilter = TicketStatus | 'all';

export interface TicketListQuery {
  /** `null`: every type. */
  type: TicketType | null;
  status: TicketStatusFilter;
  page: number;
}

function isStatusFilter(value: string | null): value is TicketStatusFilter {
  return (
    value === 'all' || (value !== null && (ticketStatuses as readonly string[]).includes(value))
  );
}

/** A hand-edited or stale link (`?page=abc`, `?type=foo`) falls back to the defaults. */
export function parseTicketFilters(params: URLSearchParams): TicketListQuery {
  const type = params.get('type');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    type: isTicketType(type) ? type : null,
    status: isStatusFilter(status) ? status : 'pending',
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeTicketFilters(params: URLSearchParams, next: TicketListQuery): void {
  setOrDelete(params, 'type', next.type ?? '');
  setOrDelete(params, 'status', next.status === 'pending' ? '' : next.status);
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface TicketFilters extends TicketListQuery {
  /** Another type: back to page 1. */
  setType: (type: TicketType | null) => void;
  /** Another status: back to page 1. */
  setStatus: (status: TicketStatusFilter) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The filters live in the query string (`?type=&status=&page=`) so a reload, the back
 * button or a shared link shows the same tickets. Defaults are left out of the link.
 */
export function useTicketFilters(): TicketFilters {
  const [filters, update] = useUrlFilters(parseTicketFilters, writeTicketFilters);
  const setType = useCallback((type: TicketType | null) => update({ type, page: 1 }), [update]);
  const setStatus = useCallback(
    (status: TicketStatusFilter) => update({ status, page: 1 }),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  return { ...filters, setType, setStatus, setPage };
}
