import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberFile } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

export function getMemberFile(discordId: string, signal?: AbortSignal): Promise<MemberFile> {
  return callEndpoint(membersEndpoints.getMemberFile, { params: { discordId }, signal });
}

export function memberFileQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: memberFileKeys.file(discordId),
    queryFn: ({ signal }) => getMemberFile(discordId, signal),
    staleTime: staleTimes.status,
  });
}

/** Who the member is, their standing in every area, their tags and the shared signals' count. */
export function useMemberFile(discordId: string) {
  return useQuery(memberFileQueryOptions(discordId));
}
