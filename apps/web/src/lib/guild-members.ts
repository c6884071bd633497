import { keepPreviousData, useQuery } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import {
  guildMemberLookupLimit,
  type GuildMember,
  type KnownMember,
} from '@panel/contract/api/users';
import { snowflakePattern, staleTimes } from '@panel/contract/constants';
import { usersEndpoints } from '@panel/contract/endpoints/users';
import { callEndpoint } from './api-client';
import { userKeys } from './query-keys';

/** Under `userKeys.all`, so a role given or taken refreshes the members' panel roles. */
export const guildMemberKeys = {
  all: [...userKeys.all, 'guild-members'] as const,
  search: (search: string) => [...guildMemberKeys.all, 'search', search] as const,
  byId: (id: string) => [...guildMemberKeys.all, 'id', id] as const,
};

export function searchGuildMembers(search: string, signal?: AbortSignal): Promise<GuildMember[]> {
  return callEndpoint(usersEndpoints.searchGuildMembers, { query: { search }, signal });
}

/**
 * Where a member picker finds members: the staff's search of the guild by default; a member's
 * form may ask its own endpoint (a report's, `features/tickets`), under its own query key.
 */
export interface MemberSearchSource {
  queryKey: (search: string) => readonly unknown[];
  find: (search: string, signal?: AbortSignal) => Promise<GuildMember[]>;
}

export const staffMemberSearch: MemberSearchSource = {
  queryKey: guildMemberKeys.search,
  find: searchGuildMembers,
};

/** Members of the Discord server whose name has `search` (or whose id it is); off while empty. */
export function useGuildMemberSearch(
  search: string,
  source: MemberSearchSource = staffMemberSearch,
) {
  return useQuery({
    queryKey: source.queryKey(search),
    queryFn: ({ signal }) => source.find(search, signal),
    enabled: search !== '',
    staleTime: staleTimes.audit,
    // The previous answer stays while the next loads, so the list does not blink at each key.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every name a screen asks for in one render goes out in one request: the loader gathers the
 * ids of a tick and asks the server for all of them (up to a page's worth per request).
 */
const memberLoader = new DataLoader<string, KnownMember | null>(
  async (ids) => {
    const found = await callEndpoint(usersEndpoints.lookupGuildMembers, {
      query: { ids: ids.join(',') },
    });
    const byId = new Map(found.map((member) => [member.userId, member]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  // TanStack Query keeps the answers; the loader only batches.
  { cache: false, maxBatchSize: guildMemberLookupLimit },
);

/**
 * The member with this Discord id as the catalog knows them; `null` when it does not. Text
 * that is not a Discord id is not asked for (it would spoil the batch it travels in).
 */
export function useKnownMember(id: string | null | undefined) {
  const valid = id !== null && id !== undefined && snowflakePattern.test(id);
  return useQuery({
    queryKey: guildMemberKeys.byId(valid ? id : ''),
    queryFn: () => memberLoader.load(valid ? id : ''),
    enabled: valid,
    staleTime: staleTimes.audit,
  });
}
