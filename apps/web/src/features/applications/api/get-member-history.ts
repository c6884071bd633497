import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberHistory } from '@panel/contract/api/member-history';
import { staleTimes } from '@panel/contract/constants';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { callEndpointLazily } from '@/lib/api-client';
import { applicationKeys } from '@/lib/query-keys';
import type { ApplicationKind } from '../application-kinds';

export function memberHistoryQueryOptions(kind: ApplicationKind, id: string) {
  return queryOptions({
    // Under the kind's key: a decision refreshes the histories too.
    queryKey: [...applicationKeys.kind(kind.id), 'history', id] as const,
    queryFn: ({ signal }): Promise<MemberHistory> =>
      callEndpointLazily(kind.endpoints.history, kind.endpoints.loadHistory, {
        params: { id },
        signal,
      }),
    staleTime: staleTimes.list,
  });
}

/**
 * Asked for when an entry's details open, not for every entry of the page; for the entry open
 * on arrival, once the page has drawn.
 */
export function useMemberHistory(kind: ApplicationKind, id: string) {
  const afterFirstScreen = useAfterFirstScreen();
  return useQuery({ ...memberHistoryQueryOptions(kind, id), enabled: afterFirstScreen });
}
