import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tokenListDefaultLimit, type Token } from '@panel/contract/api/tokens';
import { staleTimes } from '@panel/contract/constants';
import { tokensEndpoints } from '@panel/contract/endpoints/tokens';
import { callEndpointPage } from '@/lib/api-client';
import { tokenKeys } from '@/lib/query-keys';

export const tokensPageSize = tokenListDefaultLimit;

export interface TokenPage {
  items: Token[];
  /** Codes over all pages. */
  total: number;
}

export interface TokenListFilters {
  /** Part of a code, any case; empty for every code. */
  search: string;
  page: number;
}

export async function getTokens(
  { search, page }: TokenListFilters,
  signal?: AbortSignal,
): Promise<TokenPage> {
  const { items, total } = await callEndpointPage(tokensEndpoints.listTokens, {
    query: { search: search || undefined, page, limit: tokensPageSize },
    signal,
  });
  return { items, total };
}

export function tokensQueryOptions(filters: TokenListFilters) {
  return queryOptions({
    // Under the page's key, so whatever refreshes the codes refreshes every search.
    queryKey: [...tokenKeys.list(filters.page), filters.search] as const,
    queryFn: ({ signal }) => getTokens(filters, signal),
    staleTime: staleTimes.list,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTokens(filters: TokenListFilters) {
  return useQuery(tokensQueryOptions(filters));
}
