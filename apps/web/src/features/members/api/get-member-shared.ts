import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberShared } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

export function getMemberShared(discordId: string, signal?: AbortSignal): Promise<MemberShared[]> {
  return callEndpoint(membersEndpoints.listMemberShared, { params: { discordId }, signal });
}

/** The members who used this member's game identifiers on the same server. */
export function useMemberShared(discordId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberFileKeys.shared(discordId),
      queryFn: ({ signal }) => getMemberShared(discordId, signal),
      staleTime: staleTimes.status,
    }),
  );
}
