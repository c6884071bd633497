import type { GameJoinReason } from '@panel/contract/api/game-servers';
import type { Executor } from '../../../db/client';
import { kindOfIdentifier, listLinkedIdentities } from '../repository/identities';
import { readJoinFacts } from '../repository/joins';
import { listServerRows } from '../repository/servers';
import { decideJoin } from './decide';

/** What a join of the member on one server would be answered now. */
export interface MemberEntry {
  serverId: number;
  serverName: string;
  reason: GameJoinReason;
}

/**
 * Whether the member could enter each of the servers now, decided as their join would be: the
 * same facts (`game_join_facts`) read with the game accounts linked to them, and `decideJoin`
 * (docs/decisions/2026-12-04-store-game-access.md). A server that lets anyone in still needs
 * an account linked to the member there: the panel knows the player as the member only by it,
 * and what is delivered to the member waits for that.
 */
export async function decideMemberEntry(
  db: Executor,
  discordId: string,
  serverIds: readonly number[],
): Promise<MemberEntry[]> {
  if (serverIds.length === 0) return [];
  // In turn: `db` may be a transaction, whose one connection runs one query at a time.
  const servers = await listServerRows(db);
  const identities = await listLinkedIdentities(db, discordId);
  const wanted = servers.filter((server) => serverIds.includes(server.id));
  const player = {
    identities: identities.map(({ identifier }) => ({
      identifier,
      kind: kindOfIdentifier(identifier),
    })),
    ip: null,
    // As a join without FiveM's `discord:` identifier: only the links that count there name her.
    discordId: null,
  };
  const facts = await readJoinFacts(
    db,
    wanted.map((server) => ({ keyHash: server.keyHash, player })),
  );
  return wanted.map((server, index) => {
    const found = facts[index];
    const decided = found?.server ? decideJoin(found.server, found) : 'unlinked';
    const reason = decided === 'allowed' && found?.discordId !== discordId ? 'unlinked' : decided;
    return { serverId: server.id, serverName: server.name, reason };
  });
}
