import type { GuildMember } from '@panel/contract/api/users';
import type { Database } from '../../../db/client';
import { searchGuildMembers } from '../../users';

/**
 * The guild members a member may name in a report, found by name or id as the staff's member
 * picker finds them: the member themselves left out, and nobody's panel role shown.
 */
export async function searchReportableMembers(
  db: Database,
  search: string,
  reporterId: string,
): Promise<GuildMember[]> {
  const found = await searchGuildMembers(db, search, false);
  return found.filter((member) => member.userId !== reporterId);
}
