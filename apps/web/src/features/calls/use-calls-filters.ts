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
  /** The page of the ranking. */
  rankingPage: number;
}

export function isCallPeriod(value: unknown): value is CallPeriod {
  return typeof value === 'string' && (callPeriods as readonly string[]).includes(value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

/** A hand-edited or stale link (`?page=abc`, `?period=ano`) falls back to the defaults. */
export function parseCallsFilters(params: URLSearchParams): CallsFilterValues {
  const period = params.get('period');
  const channel = params.get('channel') ?? '';
  return {
    period: isCallPeriod(period) ? period : 'all',
    channelId: snowflakePattern.test(channel) ? channel : null,
    search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    page: pageOf(params.get('page')),
    rankingPage: pageOf(params.get('rankingPage')),
  };
}

function writeCallsFilters(params: URLSearchParams, next: CallsFilterValues): void {
  setOrDelete(params, 'period', next.period === 'all' ? '' : next.period);
  setOrDelete(params, 'channel', next.channelId ?? '');
  setOrDelete(params, 'search', next.search.trim());
  setOrDelete(params, 'page', next.page > 1 ? String(next.page) : '');
  setOrDelete(params, 'rankingPage', next.rankingPage > 1 ? String(next.rankingPage) : '');
}

export interface CallsFilters extends CallsFilterValues {
  /** Another period: the ranking back to its page 1. */
  setPeriod: (period: CallPeriod) => void;
  /** Another channel: back to page 1. */
  setChannel: (channelId: string | null) => void;
  /** A new search: back to page 1. */
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setRankingPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The period, the channel, the search and both pages live in the query string, defaults left
 * out.
 */
export function useCallsFilters(): CallsFilters {
  const [filters, update] = useUrlFilters(parseCallsFilters, writeCallsFilters);
  const setPeriod = useCallback(
    (period: CallPeriod) => update({ period, rankingPage: 1 }),
    [update],
  );
  const setChannel = useCallback(
    (channelId: string | null) => update({ channelId, page: 1 }),
    [update],
  );
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  const setRankingPage = useCallback(
    (rankingPage: number, options?: { replace?: boolean }) => update({ rankingPage }, options),
    [update],
  );
  return { ...filters, setPeriod, setChannel, setSearch, setPage, setRankingPage };
}
