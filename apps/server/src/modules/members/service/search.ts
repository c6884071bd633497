import { snowflakePattern } from '@panel/contract/constants';
import { memberSearchLimit, type MemberSearchResult } from '@panel/contract/api/members';
import type { Executor } from '../../../db/client';
import { identityOwners } from '../../game-servers';
import { findMembersById, findMembersByName, type FoundMemberRow } from '../repository/search';

const present = (
  row: FoundMemberRow,
  match: MemberSearchResult['match'],
  identifier: string | null = null,
): MemberSearchResult => ({
  discordId: row.discord_id,
  name: row.name ?? row.discord_id,
  username: row.username,
  avatarUrl: row.avatar_url,
  inGuild: row.in_guild,
  match,
  identifier,
});

/**
 * The header's search (docs/decisions/2026-12-05-member-file.md): a Discord id finds its member
 * (a file exists for any id, so an unknown one is offered too), a game identifier the members
 * it is linked to, anything else members by name.
 */
export async function searchMembers(db: Executor, q: string): Promise<MemberSearchResult[]> {
  if (snowflakePattern.test(q)) {
    const [row] = await findMembersById(db, [q]);
    return [
      present(
        row ?? { discord_id: q, name: q, username: null, avatar_url: null, in_guild: false },
        'id',
      ),
    ];
  }
  if (q.includes(':')) {
    const owners = await identityOwners(db, q);
    const rows = await findMembersById(
      db,
      owners.map((owner) => owner.discordId),
    );
    return rows.map((row) =>
      present(
        row,
        'identifier',
        owners.find((owner) => owner.discordId === row.discord_id)?.identifier ?? null,
      ),
    );
  }
  return (await findMembersByName(db, q, memberSearchLimit)).map((row) => present(row, 'name'));
}
