import type { GuildMember } from '@panel/contract/api/users';
import { ticketsEndpoints } from '@panel/contract/endpoints/tickets';
import { callEndpoint } from '@/lib/api-client';
import type { MemberSearchSource } from '@/lib/guild-members';
import { memberKeys } from '@/lib/query-keys';

/** Guild members a member may report, by name or id (themselves left out). */
export function searchReportableMembers(
  search: string,
  signal?: AbortSignal,
): Promise<GuildMember[]> {
  return callEndpoint(ticketsEndpoints.reportableMembers, { query: { search }, signal });
}

/** The member picker of a report's form finds members here (members may not use the staff's search). */
export const reportableMemberSearch: MemberSearchSource = {
  queryKey: memberKeys.reportableMembers,
  find: searchReportableMembers,
};
