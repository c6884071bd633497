import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamOverview, TeamPeriodQuery } from '@panel/contract/api/team';
import { teamEndpoints } from '@panel/contract/endpoints/team';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { teamKeys } from '@/lib/query-keys';

export function getTeamOverview(
  query: TeamPeriodQuery,
  signal?: AbortSignal,
): Promise<TeamOverview> {
  return callEndpoint(teamEndpoints.teamOverview, { query, signal });
}

/** The table of the period; the previous period's stays on screen while another loads. */
export function useTeamOverview(query: TeamPeriodQuery) {
  return useQuery({
    queryKey: teamKeys.overview(query),
    queryFn: ({ signal }) => getTeamOverview(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The table's CSV: a plain link, the browser downloads it with the session cookie. */
export function exportTeamHref(query: TeamPeriodQuery): string {
  return endpointUrl(teamEndpoints.exportTeam, { query });
}
