import {
  type GameDatabase,
  type GameIdentity,
  type GameJoin,
  type GameServer,
  type StoredIdentityKind,
} from '@panel/contract/api/game-servers';
import type { GameDatabaseRow } from './repository/databases';
import type { JoinRow } from './repository/joins';
import type { IdentityRow } from './repository/identities';
import type { GameServerRow, JoinCounts } from './repository/servers';

/** The connection as staff see it: the password only as "kept". */
export function presentDatabase(row: GameDatabaseRow | undefined): GameDatabase | null {
  if (!row) return null;
  return {
    framework: row.framework,
    host: row.host,
    port: row.port,
    user: row.user,
    database: row.database,
    hasPassword: row.passwordSealed !== null,
    statements: row.framework === 'custom' ? row.statements : null,
  };
}

export function presentServer(
  row: GameServerRow,
  counts: JoinCounts | undefined,
  roleNames: Map<string, string>,
  database?: GameDatabaseRow,
): GameServer {
  return {
    id: String(row.id),
    name: row.name,
    keyPrefix: row.keyPrefix,
    whitelistMode: row.whitelistMode,
    roles: row.roleIds.map((id) => ({ id, name: roleNames.get(id) ?? null })),
    minIdentifierMatches: row.minIdentifierMatches,
    createdBy: { id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    keyRotatedAt: row.keyRotatedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    playersOnline: row.playersOnline,
    commandsAllowed: row.commandsAllowed,
    dropsHeld:
      row.dropsHeld && row.dropsHeldSince
        ? {
            reason: row.dropsHeld,
            since: row.dropsHeldSince.toISOString(),
            players: row.dropsHeldPlayers ?? 0,
          }
        : null,
    joinsToday: counts ?? { allowed: 0, refused: 0 },
    database: presentDatabase(database),
  };
}

export function presentJoin(row: JoinRow, showIp: boolean): GameJoin {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    playerName: row.playerName,
    member: row.discordId
      ? {
          id: row.discordId,
          name: row.memberNick ?? row.memberGlobalName ?? row.memberUsername,
          avatarUrl: row.memberAvatarUrl,
        }
      : null,
    outcome: row.outcome,
    reason: row.reason,
    message: row.message,
    requestCode: row.requestCode,
    identifiers: row.identifiers,
    ip: showIp ? row.ip : null,
  };
}

/** A token shown to its member: its kind digit and the first hex digits. */
export const shortToken = (token: string) => `${token.slice(0, 10)}…`;

export function presentIdentity(row: IdentityRow, audience: 'staff' | 'member'): GameIdentity {
  const kind = row.kind as StoredIdentityKind;
  return {
    id: String(row.id),
    kind,
    identifier:
      kind === 'token' && audience === 'member' ? shortToken(row.identifier) : row.identifier,
    playerName: row.playerName,
    linkedAt: (row.linkedAt ?? row.firstSeenAt).toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
