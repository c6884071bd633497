import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSearchResult } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberLookupKeys } from '@/lib/query-keys';

/** The shortest search the server takes (`memberSearchQuerySchema`). */
export const memberSearchMinLength = 2;

/** Typing stops this long before the search goes out. */
export const memberSearchDelayMs = 150;

export function searchMembers(q: string, signal?: AbortSignal): Promise<MemberSearchResult[]> {
  return callEndpoint(membersEndpoints.searchMembers, { query: { q }, signal });
}

export function memberSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: memberLookupKeys.search(q),
    queryFn: ({ signal }) => searchMembers(q, signal),
    // A member's name or standing may change while the palette is open again later.
    staleTime: 30_000,
  });
}

/** Members by name, Discord id or game identifier; nothing is asked below the shortest search. */
export function useMemberSearch(q: string) {
  return useQuery({
    ...memberSearchQueryOptions(q),
    enabled: q.length >= memberSearchMinLength,
  });
}
