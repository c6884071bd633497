import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MemberEventKind } from '@panel/contract/api/member-values';
import type { MemberTimeline } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

/**
 * One page of the member's timeline, newest first: `kinds` narrows it (every kind when empty),
 * `before` is the `nextCursor` of the page above.
 */
export function getMemberTimeline(
  discordId: string,
  kinds: readonly MemberEventKind[],
  before: string | null,
  signal?: AbortSignal,
): Promise<MemberTimeline> {
  return callEndpoint(membersEndpoints.listMemberTimeline, {
    params: { discordId },
    query: {
      kinds: kinds.length > 0 ? kinds.join(',') : undefined,
      before: before ?? undefined,
    },
    signal,
  });
}

export function memberTimelineQueryOptions(discordId: string, kinds: readonly MemberEventKind[]) {
  return infiniteQueryOptions({
    queryKey: memberFileKeys.timeline(discordId, kinds),
    queryFn: ({ pageParam, signal }) => getMemberTimeline(discordId, kinds, pageParam, signal),
    initialPageParam: null as string | null,
    // null at the first thing that happened: no "Carregar mais".
    getNextPageParam: (last) => last.nextCursor,
    staleTime: staleTimes.status,
  });
}

/** The timeline, page after page ("Carregar mais"). */
export function useMemberTimeline(discordId: string, kinds: readonly MemberEventKind[]) {
  return useInfiniteQuery(memberTimelineQueryOptions(discordId, kinds));
}
