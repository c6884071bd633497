import { useCallback } from 'react';
import { callPeriods, type CallPeriod } from '@panel/contract/api/calls';
import { maxPage, searchMaxLength, snowflakePattern } from '@panel/contract/constants';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

export interface CallsFilterValues {
  /** The ranking's period; "Desde sempre" by default. */
  period: CallPeriod;
  /** `null`: every voice channel ("Todos os canais"). */
  channelId: string | null;
  /** Part of a connected member's name, or their Discord ID; trimmed, empty for none. */
  search: string;
  /** The page of the connected members. */
  page: number;
}

export function isCallPeriod(value: unknown): value is CallPeriod {
  return typeof value === 'string' && (callPeriods as readonly string[]).includes(value);
}

/** A hand-edited or stale link (`?page=abc`, `?period=ano`) falls back to the defaults. */
export function parseCallsFilters(params: URLSearchParams): CallsFilterValues {
  const period = params.get('period');
  const channel = params.get('channel') ?? '';
  const page = Number(params.get('page'));
  return {
    period: isCallPeriod(period) ? period : 'all',
    channelId: snowflakePattern.test(channel) ? channel : null,
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

function writeCallsFilters(params: URLSearchParams, next: CallsFilterValues): void {
  setOrDelete(params, 'period', next.period === 'all' ? '' : next.period);
  setOrDelete(params, 'channel', next.channelId ?? '');
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
}

export interface CallsFilters extends CallsFilterValues {
  setPeriod: (period: CallPeriod) => void;
  /** Another channel: back to page 1. */
  setChannel: (channelId: string | null) => void;
  /** A new search: back to page 1. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/** The period, the channel, the search and the page live in the query string, defaults left out. */
export function useCallsFilters(): CallsFilters {
  const [filters, update] = useUrlFilters(parseCallsFilters, writeCallsFilters);
  const setPeriod = useCallback((period: CallPeriod) => update({ period }), [update]);
  const setChannel = useCallback(
    (channelId: string | null) => update({ channelId, page: 1 }),
    [update],
  );
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  return { ...filters, setPeriod, setChannel, setSearch, setPage };
}
