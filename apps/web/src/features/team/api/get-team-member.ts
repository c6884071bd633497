import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamMember, TeamPeriodQuery } from '@panel/contract/api/team';
import { teamEndpoints } from '@panel/contract/endpoints/team';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { teamKeys } from '@/lib/query-keys';

export function getTeamMember(
  staffId: string,
  query: TeamPeriodQuery,
  signal?: AbortSignal,
): Promise<TeamMember> {
  return callEndpoint(teamEndpoints.teamMember, { params: { staffId }, query, signal });
}

/** One staff member's period, the one before, and its days for the charts. */
export function useTeamMember(staffId: string, query: TeamPeriodQuery) {
  return useQuery({
    queryKey: teamKeys.member(staffId, query),
    queryFn: ({ signal }) => getTeamMember(staffId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every day's series of the staff member, as CSV. */
export function exportTeamMemberHref(staffId: string, query: TeamPeriodQuery): string {
  return endpointUrl(teamEndpoints.exportTeamMember, { params: { staffId }, query });
}
