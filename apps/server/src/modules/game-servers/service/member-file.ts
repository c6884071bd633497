import {
  hardwareTokenPattern,
  normalizeGameIdentifier,
  type StoredIdentityKind,
} from '@panel/contract/api/game-identifiers';
import type { MemberFile, MemberGameAccounts } from '@panel/contract/api/members';
import type { WhitelistMode } from '@panel/contract/api/game-servers';
import type { Executor } from '../../../db/client';
import { presentIdentity, shortToken } from '../present';
import { listLinkedIdentities } from '../repository/identities';
import {
  findIdentityOwners,
  findMemberServers,
  findSharedPairs,
  findSharedSightings,
  type SharedPairRow,
} from '../repository/member-file';
import { decideMemberEntry } from './member-entry';

const isoOf = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** What the member's next join on each game server would find, and whether they are on it now. */
export async function memberGameStanding(
  db: Executor,
  discordId: string,
): Promise<MemberFile['standing']['gameServers']> {
  const servers = await findMemberServers(db, discordId);
  const entries = await decideMemberEntry(
    db,
    discordId,
    servers.map((server) => server.id),
  );
  const next = new Map(entries.map((entry) => [entry.serverId, entry.reason]));
  return servers.map((server) => ({
    id: String(server.id),
    name: server.name,
    mode: server.whitelist_mode as WhitelistMode,
    next: next.get(server.id) ?? 'unlinked',
    online: server.online,
  }));
}

/**
 * The member's game identities (hardware tokens shortened, as members see theirs: the file
 * never shows one whole) and, per server, their passport, presence and last join.
 */
export async function memberGameAccounts(
  db: Executor,
  discordId: string,
): Promise<MemberGameAccounts> {
  const [identities, servers] = await Promise.all([
    listLinkedIdentities(db, discordId),
    findMemberServers(db, discordId),
  ]);
  return {
    identities: identities.map((row) => ({
      ...presentIdentity(row, 'member'),
      serverId: row.serverId === null ? null : String(row.serverId),
      seenBy: row.seenBy.map(String),
    })),
    servers: servers.map((server) => ({
      id: String(server.id),
      name: server.name,
      passport: server.passport,
      online: server.online,
      lastJoinAt: isoOf(server.last_join_at),
    })),
  };
}

/** Another member sharing identifiers with this one, before the blacklist is asked. */
export interface SharedMember {
  discordId: string;
  name: string;
  avatarUrl: string | null;
  shared: number;
  servers: { id: string; name: string; kinds: StoredIdentityKind[]; shared: number }[];
}

/** The members seen with this member's identifiers on the same server, sharing most first. */
export async function memberSharedIdentities(
  db: Executor,
  discordId: string,
): Promise<SharedMember[]> {
  const rows = await findSharedSightings(db, discordId);
  const byMember = new Map<string, SharedMember>();
  for (const row of rows) {
    let member = byMember.get(row.discord_id);
    if (!member) {
      member = {
        discordId: row.discord_id,
        name: row.nick ?? row.global_name ?? row.username ?? row.discord_id,
        avatarUrl: row.avatar_url,
        shared: row.total,
        servers: [],
      };
      byMember.set(row.discord_id, member);
    }
    member.servers.push({
      id: String(row.server_id),
      name: row.server_name,
      kinds: row.kinds as StoredIdentityKind[],
      shared: row.shared,
    });
  }
  return [...byMember.values()].sort(
    (a, b) => b.shared - a.shared || a.discordId.localeCompare(b.discordId),
  );
}

/**
 * For each of the members (a page of review cards), the others seen with their identifiers on
 * the same server, and whether by a PC (hardware token) or a game account.
 */
export function sharedPairsAmong(
  db: Executor,
  discordIds: readonly string[],
): Promise<SharedPairRow[]> {
  if (discordIds.length === 0) return Promise.resolve([]);
  return findSharedPairs(db, discordIds);
}

/** The members a game identifier the search was given belongs to; tokens shown shortened. */
export async function identityOwners(
  db: Executor,
  identifier: string,
): Promise<{ discordId: string; identifier: string }[]> {
  const normalized = hardwareTokenPattern.test(identifier)
    ? identifier.toLowerCase()
    : normalizeGameIdentifier(identifier);
  const rows = await findIdentityOwners(db, normalized);
  return rows.map((row) => ({
    discordId: row.discord_id,
    identifier: row.kind === 'token' ? shortToken(row.identifier) : row.identifier,
  }));
}
