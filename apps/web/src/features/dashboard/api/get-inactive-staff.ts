import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InactiveStaff } from '@panel/contract/api/team-accountability';
import { staleTimes } from '@panel/contract/constants';
import { teamRoutes } from '@panel/contract/endpoints/team-routes';
import { callEndpointLazily } from '@/lib/api-client';
import { teamAccountabilityKeys } from '@/lib/query-keys';
import { useCan } from '@/lib/use-can';

/** Who on staff went quiet (docs/decisions/2026-12-05-team-accountability.md). */
export function getInactiveStaff(signal?: AbortSignal): Promise<InactiveStaff> {
  return callEndpointLazily(
    teamRoutes.listInactiveStaff,
    async () => (await import('@panel/contract/endpoints/team')).teamEndpoints.listInactiveStaff,
    { signal },
  );
}

export function inactiveStaffQueryOptions() {
  return queryOptions({
    queryKey: teamAccountabilityKeys.inactive,
    queryFn: ({ signal }) => getInactiveStaff(signal),
    // Counted in days: a few minutes old is fresh.
    staleTime: staleTimes.list,
  });
}

/**
 * Asked apart from the dashboard's figures, and only by those who see the whole team: the
 * dashboard's own request stays as fast as it was.
 */
export function useInactiveStaff() {
  const allowed = useCan(teamRoutes.listInactiveStaff.access);
  return useQuery({ ...inactiveStaffQueryOptions(), enabled: allowed });
}
