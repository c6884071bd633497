import { snowflakeCreatedAt } from '@panel/contract/api/application-values';
import type { MemberShared, MemberSignal } from '@panel/contract/api/members';
import type { Executor } from '../../../db/client';
import { findApplicationRecords } from '../../applications';
import { blacklistedAmong } from '../../blacklist';
import { memberSharedIdentities, sharedPairsAmong } from '../../game-servers';
import { findGuildJoins } from '../repository/profile';
import { findWatchTagRows } from '../repository/tags';
import { presentTag } from './tags';

/**
 * The members seen with this member's game identifiers on the same server
 * (docs/decisions/2026-12-05-member-file.md, "Shared signals"): the blacklisted ones first,
 * then those sharing most.
 */
export async function memberShared(db: Executor, discordId: string): Promise<MemberShared[]> {
  const members = await memberSharedIdentities(db, discordId);
  const listed = await blacklistedAmong(
    db,
    members.map((member) => member.discordId),
  );
  return members
    .map((member) => ({ ...member, blacklisted: listed.has(member.discordId) }))
    .sort((a, b) => Number(b.blacklisted) - Number(a.blacklisted) || b.shared - a.shared);
}

/**
 * What the review cards of these members warn about: who shares their PC or a game account
 * (and how many of those are blacklisted), and their watchlist tags.
 */
export async function memberSignals(
  db: Executor,
  discordIds: readonly string[],
): Promise<MemberSignal[]> {
  const [pairs, watched, joins, records] = await Promise.all([
    sharedPairsAmong(db, discordIds),
    findWatchTagRows(db, discordIds),
    findGuildJoins(db, discordIds),
    findApplicationRecords(db, discordIds),
  ]);
  const listed = await blacklistedAmong(db, [...new Set(pairs.map((pair) => pair.other))]);
  return discordIds.map((discordId) => {
    const mine = pairs.filter((pair) => pair.member === discordId);
    const count = (by: 'pc' | 'account') => {
      const others = mine.filter((pair) => pair[by]);
      return {
        members: others.length,
        blacklisted: others.filter((pair) => listed.has(pair.other)).length,
      };
    };
    return {
      discordId,
      pc: count('pc'),
      account: count('account'),
      watch: watched.filter((row) => row.discordId === discordId).map(presentTag),
      accountCreatedAt: snowflakeCreatedAt(discordId).toISOString(),
      joinedGuildAt: joins.get(discordId)?.toISOString() ?? null,
      rejections: records.get(discordId)?.rejections ?? 0,
      appeals: records.get(discordId)?.appeals ?? 0,
    };
  });
}
