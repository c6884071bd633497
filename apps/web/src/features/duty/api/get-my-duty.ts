import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDuty } from '@panel/contract/api/duty';
import { dutyEndpoints } from '@panel/contract/endpoints/duty';
import { callEndpoint } from '@/lib/api-client';
import { dutyKeys } from '@/lib/query-keys';

export function getMyDuty(signal?: AbortSignal): Promise<MyDuty> {
  return callEndpoint(dutyEndpoints.getMyDuty, { signal });
}

/** The staff member's own duty; a shift started elsewhere (Discord, voice) arrives live. */
export function myDutyQueryOptions() {
  return queryOptions({
    queryKey: dutyKeys.me,
    queryFn: ({ signal }) => getMyDuty(signal),
    staleTime: 30_000,
  });
}

export function useMyDuty() {
  return useQuery(myDutyQueryOptions());
}
