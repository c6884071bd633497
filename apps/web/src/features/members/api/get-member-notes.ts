import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberNote } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

export function getMemberNotes(discordId: string, signal?: AbortSignal): Promise<MemberNote[]> {
  return callEndpoint(membersEndpoints.listMemberNotes, { params: { discordId }, signal });
}

export function memberNotesQueryOptions(discordId: string) {
  return queryOptions({
    queryKey: memberFileKeys.notes(discordId),
    queryFn: ({ signal }) => getMemberNotes(discordId, signal),
    staleTime: staleTimes.status,
  });
}

/** The staff's notes about the member, pinned first (kept so after a local change too). */
export function useMemberNotes(discordId: string) {
  return useQuery({ ...memberNotesQueryOptions(discordId), select: sortNotes });
}

/** Pinned first, then newest first: the order the server answers. */
export function sortNotes(notes: readonly MemberNote[]): MemberNote[] {
  return [...notes].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt),
  );
}
