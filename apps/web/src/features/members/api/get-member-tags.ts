import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberTag } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

export function getMemberTags(signal?: AbortSignal): Promise<MemberTag[]> {
  return callEndpoint(membersEndpoints.listMemberTags, { signal });
}

/** The tags staff may give members (asked for when the picker opens). */
export function useMemberTags(enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: memberFileKeys.tags,
      queryFn: ({ signal }) => getMemberTags(signal),
      staleTime: staleTimes.list,
    }),
    enabled,
  });
}
