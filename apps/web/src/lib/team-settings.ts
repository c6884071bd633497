import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSettings } from '@panel/contract/api/team-accountability';
import { staleTimes } from '@panel/contract/constants';
import { teamRoutes } from '@panel/contract/endpoints/team-routes';
import { callEndpointLazily } from '@/lib/api-client';
import { teamAccountabilityKeys } from '@/lib/query-keys';
import { useCan } from '@/lib/use-can';

/**
 * The team's accountability settings (docs/decisions/2026-12-05-team-accountability.md). Read
 * from the review lists too: the schema loads beside the request, off the first screen.
 */
export function getTeamSettings(signal?: AbortSignal): Promise<TeamSettings> {
  return callEndpointLazily(
    teamRoutes.getTeamSettings,
    async () => (await import('@panel/contract/endpoints/team')).teamEndpoints.getTeamSettings,
    { signal },
  );
}

export function teamSettingsQueryOptions() {
  return queryOptions({
    queryKey: teamAccountabilityKeys.settings,
    queryFn: ({ signal }) => getTeamSettings(signal),
    staleTime: staleTimes.list,
  });
}

/** The settings, for staff (anyone else is not asked). */
export function useTeamSettings() {
  const allowed = useCan(teamRoutes.getTeamSettings.access);
  return useQuery({ ...teamSettingsQueryOptions(), enabled: allowed });
}
