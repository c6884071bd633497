import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppealLimits } from '@panel/contract/api/appeals';
import { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import { callEndpoint } from '@/lib/api-client';
import { formKeys } from '@/lib/query-keys';

export function getAppealLimits(signal?: AbortSignal): Promise<AppealLimits> {
  return callEndpoint(appealsEndpoints.appealLimits, { signal });
}

export function appealLimitsQueryOptions() {
  return queryOptions({
    queryKey: formKeys.appealLimits,
    // Only this screen changes them: the app's defaults (a list's freshness, one retry) fit.
    queryFn: ({ signal }) => getAppealLimits(signal),
  });
}

export function useAppealLimits() {
  return useQuery(appealLimitsQueryOptions());
}
