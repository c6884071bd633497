import type { GameJoinOutcome, GameJoinReason } from '@panel/contract/api/game-servers';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { discordMembers } from '../../../db/schema/discord';
import { gameJoins } from '../../../db/schema/game-servers';
import { identityStrength, type PlayerIdentity } from '../identifiers';
import { textArray } from './rows';

/**
 * What a join is decided on, read in one statement from the panel's own tables (never Discord):
 * the member the identifiers belong to, the blacklist entry most of them match, the member's
 * whitelist and their place in the guild as the bot's catalog keeps it.
 * It reads the applications', blacklist's and catalog's tables directly: one round trip per
 * join is what lets a restarted server's players all in at once
 * (docs/decisions/2026-11-28-game-servers.md).
 */
export interface JoinFacts {
  discordId: string | null;
  banId: number | null;
  banReason: string | null;
  banExpiresAt: Date | null;
  banMatches: number;
  approved: boolean;
  pending: boolean;
  inGuild: boolean;
  roleIds: string[];
}

interface FactsRow {
  discord_id: string | null;
  ban_id: string | number | null;
  ban_reason: string | null;
  ban_expires_at: string | Date | null;
  ban_matches: string | number | null;
  approved: boolean;
  pending: boolean;
  in_guild: boolean | null;
  role_ids: string[] | null;
}

const strongKinds = identityStrength.filter((kind) => kind !== 'discord');

export async function readJoinFacts(db: Executor, player: PlayerIdentity): Promise<JoinFacts> {
  const identifiers = player.identities.map((item) => item.identifier);
  const [row] = await queryRows<FactsRow>(
    db,
    sql`
    WITH given AS (SELECT unnest(${textArray(identifiers)}) AS identifier),
    linked AS (
      SELECT gi.identifier, gi.kind, gi.discord_id FROM game_identities gi
      JOIN given USING (identifier) WHERE gi.discord_id IS NOT NULL
    ),
    member AS (
      SELECT coalesce(${player.discordId}::text, (
        SELECT discord_id FROM linked WHERE kind = ANY(${textArray(strongKinds)})
        ORDER BY array_position(${textArray(strongKinds)}, kind) LIMIT 1
      )) AS discord_id
    ),
    candidates AS (
      SELECT identifier, discord_id AS target FROM linked
      UNION ALL
      SELECT identifier, substr(identifier, 9) FROM given WHERE identifier LIKE 'discord:%'
      UNION ALL
      SELECT identifier, identifier FROM given
    ),
    ban AS (
      SELECT e.id, e.reason, e.expires_at, count(DISTINCT c.identifier) AS matches
      FROM candidates c
      JOIN blacklist_entries e ON e.type = 'player' AND e.target = c.target
        AND e.removed_at IS NULL AND (e.expires_at IS NULL OR e.expires_at > now())
      GROUP BY e.id ORDER BY matches DESC, e.id LIMIT 1
    )
    SELECT m.discord_id, b.id AS ban_id, b.reason AS ban_reason, b.expires_at AS ban_expires_at,
      b.matches AS ban_matches,
      EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
        AND a.form = 'whitelist' AND a.status = 'approved') AS approved,
      EXISTS (SELECT 1 FROM applications a WHERE a.user_id = m.discord_id
        AND a.form = 'whitelist' AND a.status = 'pending') AS pending,
      dm.in_guild, dm.role_ids
    FROM member m
    LEFT JOIN ban b ON true
    LEFT JOIN discord_members dm ON dm.user_id = m.discord_id`,
  );
  return {
    discordId: row?.discord_id ?? null,
    banId: row?.ban_id == null ? null : Number(row.ban_id),
    banReason: row?.ban_reason ?? null,
    banExpiresAt: row?.ban_expires_at == null ? null : new Date(row.ban_expires_at),
    banMatches: Number(row?.ban_matches ?? 0),
    approved: row?.approved === true,
    pending: row?.pending === true,
    inGuild: row?.in_guild === true,
    roleIds: row?.role_ids ?? [],
  };
}

export interface JoinRecord {
  serverId: number;
  playerName: string;
  player: PlayerIdentity;
  /** The member the join was decided for; their unlinked identifiers are linked to them. */
  discordId: string | null;
  outcome: GameJoinOutcome;
  reason: GameJoinReason;
  message: string | null;
  requestCode: string | null;
  /** Kept only when the blacklist refused the join. */
  ip: string | null;
}

/**
 * Records a decided join in one statement: the join row, the player's identities (new ones
 * added; unlinked ones linked to the member; `last_seen_at` moved at most every 10 minutes, so
 * a reconnecting player writes one row) and the server's last call.
 */
export async function recordJoin(db: Executor, join: JoinRecord): Promise<void> {
  const identifiers = join.player.identities.map((item) => item.identifier);
  const kinds = join.player.identities.map((item) => item.kind);
  await db.execute(sql`
    WITH seen AS (
      INSERT INTO game_identities AS gi (identifier, kind, discord_id, player_name, linked_at)
      SELECT identifier, kind, ${join.discordId}::text, ${join.playerName}::text,
        CASE WHEN ${join.discordId}::text IS NULL THEN NULL ELSE now() END
      FROM unnest(${textArray(identifiers)}, ${textArray(kinds)}) AS given(identifier, kind)
      ON CONFLICT (identifier) DO UPDATE SET
        last_seen_at = now(),
        player_name = EXCLUDED.player_name,
        discord_id = coalesce(gi.discord_id, EXCLUDED.discord_id),
        linked_at = coalesce(gi.linked_at, EXCLUDED.linked_at)
      WHERE gi.last_seen_at < now() - interval '10 minutes'
        OR gi.player_name IS DISTINCT FROM EXCLUDED.player_name
        OR (gi.discord_id IS NULL AND EXCLUDED.discord_id IS NOT NULL)
      RETURNING 1
    ),
    touched AS (
      UPDATE game_servers SET last_seen_at = now()
      WHERE id = ${join.serverId}
        AND (last_seen_at IS NULL OR last_seen_at < now() - interval '10 seconds')
      RETURNING 1
    )
    INSERT INTO game_joins (server_id, player_name, discord_id, outcome, reason, message,
      request_code, identifiers, ip)
    VALUES (${join.serverId}, ${join.playerName}, ${join.discordId}, ${join.outcome},
      ${join.reason}, ${join.message}, ${join.requestCode}, ${textArray(identifiers)}, ${join.ip})`);
}

export type JoinRow = typeof gameJoins.$inferSelect & {
  memberUsername: string | null;
  memberGlobalName: string | null;
  memberNick: string | null;
  memberAvatarUrl: string | null;
};

/** Counting stops here: a busy server's "Entradas" says "10.000+" rather than count them all. */
export const joinCountCap = 10_000;

export async function listJoinRows(
  db: Executor,
  serverId: number,
  query: { page: number; limit: number; outcome?: GameJoinOutcome | undefined },
): Promise<{ rows: JoinRow[]; total: number }> {
  const filter = and(
    eq(gameJoins.serverId, serverId),
    query.outcome ? eq(gameJoins.outcome, query.outcome) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: gameJoins.id,
        serverId: gameJoins.serverId,
        at: gameJoins.at,
        playerName: gameJoins.playerName,
        discordId: gameJoins.discordId,
        outcome: gameJoins.outcome,
        reason: gameJoins.reason,
        message: gameJoins.message,
        requestCode: gameJoins.requestCode,
        identifiers: gameJoins.identifiers,
        ip: gameJoins.ip,
        memberUsername: discordMembers.username,
        memberGlobalName: discordMembers.globalName,
        memberNick: discordMembers.nick,
        memberAvatarUrl: discordMembers.avatarUrl,
      })
      .from(gameJoins)
      .leftJoin(discordMembers, eq(discordMembers.userId, gameJoins.discordId))
      .where(filter)
      .orderBy(desc(gameJoins.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM game_joins
        WHERE ${filter} LIMIT ${joinCountCap}) AS capped`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Joins older than `days` go: the log is for recent trouble, and it holds identifiers (LGPD). */
export async function pruneJoins(db: Executor, days: number): Promise<void> {
  await db.execute(sql`DELETE FROM game_joins WHERE at < now() - make_interval(days => ${days})`);
  await db.execute(sql`DELETE FROM game_link_codes WHERE expires_at < now() - interval '1 day'`);
}
