import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DutySettings } from '@panel/contract/api/duty';
import { staleTimes } from '@panel/contract/constants';
import { dutyEndpoints } from '@panel/contract/endpoints/duty';
import { callEndpoint } from '@/lib/api-client';
import { dutyKeys } from '@/lib/query-keys';

export function getDutySettings(signal?: AbortSignal): Promise<DutySettings> {
  return callEndpoint(dutyEndpoints.getDutySettings, { signal });
}

/** Duty's settings, kept with the bot's: the longest shift and the staff voice channels. */
export function dutySettingsQueryOptions() {
  return queryOptions({
    queryKey: dutyKeys.settings,
    queryFn: ({ signal }) => getDutySettings(signal),
    staleTime: staleTimes.status,
  });
}

export function useDutySettings() {
  return useQuery(dutySettingsQueryOptions());
}
