import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuildMember } from '@panel/contract/api/users';
import { staleTimes } from '@panel/contract/constants';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** Under `userKeys.all`, so a role given or taken refreshes the members' panel roles. */
export const guildMemberKeys = {
  all: [...userKeys.all, 'guild-members'] as const,
  search: (search: string) => [...guildMemberKeys.all, search] as const,
};

export function searchGuildMembers(search: string, signal?: AbortSignal): Promise<GuildMember[]> {
  return callEndpoint(usersEndpoints.searchGuildMembers, { query: { search }, signal });
}

/** Members of the Discord server whose name has `search` (or whose id it is); off while empty. */
export function useGuildMemberSearch(search: string) {
  return useQuery({
    queryKey: guildMemberKeys.search(search),
    queryFn: ({ signal }) => searchGuildMembers(search, signal),
    enabled: search !== '',
    staleTime: staleTimes.audit,
    // The previous answer stays while the next loads, so the list does not blink at each key.
    placeholderData: keepPreviousData,
  });
}
