import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tokenListDefaultLimit, tokenListSchema, type Token } from '@panel/contract/api/tokens';
import { staleTimes } from '@panel/contract/constants';
import { apiGetPage } from '@/lib/api-client';
import { tokenKeys } from './keys';
import { tokensPath } from './paths';

export const codesPageSize = tokenListDefaultLimit;

export interface TokenPage {
  items: Token[];
  /** Codes over all pages. */
  total: number;
}

export async function getTokens(page: number, signal?: AbortSignal): Promise<TokenPage> {
  const { data, total } = await apiGetPage(tokensPath, {
    query: { page, limit: codesPageSize },
    schema: tokenListSchema,
    signal,
  });
  // Without the header, what is known for sure: the pages up to this one.
  return { items: data, total: total ?? (page - 1) * codesPageSize + data.length };
}

export function tokensQueryOptions(page: number) {
  return queryOptions({
    queryKey: tokenKeys.list(page),
    queryFn: ({ signal }) => getTokens(page, signal),
    staleTime: staleTimes.list,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTokens(page: number) {
  return useQuery(tokensQueryOptions(page));
}
