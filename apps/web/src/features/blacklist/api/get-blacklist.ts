import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { pageSizes, staleTimes } from '@panel/contract/constants';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpointPage } from '@/lib/api-client';
import { blacklistKeys } from '@/lib/query-keys';
import type { BlacklistListQuery } from '../use-blacklist-filters';

export const blacklistPageSize = pageSizes.blacklist;

export interface BlacklistPage {
  items: BlacklistEntry[];
  /** Entries matching the tab and the search, over all pages. */
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound. */
  capped: boolean;
}

export async function getBlacklist(
  { type, search, page }: BlacklistListQuery,
  signal?: AbortSignal,
): Promise<BlacklistPage> {
  const { items, total, capped } = await callEndpointPage(blacklistEndpoints.listBlacklist, {
    query: {
      type: type ?? undefined,
      search: search || undefined,
      page,
      limit: blacklistPageSize,
    },
    signal,
  });
  return { items, total, capped };
}

export function blacklistQueryOptions(query: BlacklistListQuery) {
  return queryOptions({
    queryKey: blacklistKeys.list(query),
    queryFn: ({ signal }) => getBlacklist(query, signal),
    staleTime: staleTimes.list,
    // The current page stays on screen while the next page, tab or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useBlacklist(query: BlacklistListQuery) {
  return useQuery(blacklistQueryOptions(query));
}
