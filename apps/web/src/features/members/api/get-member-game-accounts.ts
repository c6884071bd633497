import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCharacters, MemberGameAccounts } from '@panel/contract/api/members';
import { staleTimes } from '@panel/contract/constants';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';

export function getMemberGameAccounts(
  discordId: string,
  signal?: AbortSignal,
): Promise<MemberGameAccounts> {
  return callEndpoint(membersEndpoints.getMemberGameAccounts, { params: { discordId }, signal });
}

/** The member's game identities and, per server, their passport, presence and last join. */
export function useMemberGameAccounts(discordId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberFileKeys.gameAccounts(discordId),
      queryFn: ({ signal }) => getMemberGameAccounts(discordId, signal),
      staleTime: staleTimes.status,
    }),
  );
}

export function getMemberCharacters(
  discordId: string,
  signal?: AbortSignal,
): Promise<MemberCharacters> {
  return callEndpoint(membersEndpoints.getMemberCharacters, { params: { discordId }, signal });
}

/**
 * The member's characters in each connected game database. Asked apart from the accounts: the
 * game databases answer slower, and one that fails says so in its own row.
 */
export function useMemberCharacters(discordId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberFileKeys.characters(discordId),
      queryFn: ({ signal }) => getMemberCharacters(discordId, signal),
      staleTime: staleTimes.list,
    }),
  );
}
