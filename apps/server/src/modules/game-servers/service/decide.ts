import type { GameJoinReason, WhitelistMode } from '@panel/contract/api/game-servers';
import type { JoinFacts } from '../repository/joins';

/**
 * Who enters, from what the panel knows (docs/decisions/2026-11-28-game-servers.md): the
 * blacklist first, when at least the server's minimum of the player's identifiers match an
 * active entry; then the server's whitelist mode, which needs the player's Discord member
 * except in mode `off`.
 */
export function decideJoin(
  server: { whitelistMode: WhitelistMode; roleIds: string[]; minIdentifierMatches: number },
  facts: JoinFacts,
): GameJoinReason {
  if (facts.banId !== null && facts.banMatches >= server.minIdentifierMatches) return 'blacklisted';
  if (server.whitelistMode === 'off') return 'allowed';
  if (facts.discordId === null) return 'unlinked';
  switch (server.whitelistMode) {
    case 'guild':
      return facts.inGuild ? 'allowed' : 'not_in_guild';
    case 'allowlist':
      if (facts.approved) return 'allowed';
      return facts.pending ? 'whitelist_pending' : 'no_whitelist';
    case 'roles':
      if (!facts.inGuild) return 'not_in_guild';
      return facts.roleIds.some((id) => server.roleIds.includes(id)) ? 'allowed' : 'missing_role';
  }
}
