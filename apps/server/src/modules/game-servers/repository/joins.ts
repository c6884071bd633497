import type {
  GameJoinOutcome,
  GameJoinReason,
  WhitelistMode,
} from '@panel/contract/api/game-servers';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { FoundPage, PageRange } from '../../../db/list-page';
import { discordMembers } from '../../../db/schema/discord';
import { gameJoins } from '../../../db/schema/game-servers';
import type { PlayerIdentity } from '../service/identifiers';

/**
 * What a join is decided on, read by `game_join_facts` (migrations 0027, 0041) from the
 * panel's own tables (never Discord): the game server the key opens, the member the identifiers
 * belong to (by the links that count on that server), the blacklist entry the most identifier
 * kinds match, the member's whitelist and their place in the guild as the bot's catalog keeps
 * it. It reads the applications', blacklist's and catalog's
 * tables directly, and the joins that arrive together share one statement: that is what lets a
 * restarted server's players all in at once (docs/decisions/2026-11-28-game-servers.md).
 */
export interface JoinFacts {
  /** The server whose key hash was given; `null` when no server has it (a wrong or old key). */
  server: {
    id: number;
    name: string;
    keyHash: string;
    whitelistMode: WhitelistMode;
    roleIds: string[];
    minIdentifierMatches: number;
  } | null;
  discordId: string | null;
  /**
   * Whether the server may be told `discordId`: the join named it (`discord:`), or the
   * identifier that named the member was linked with this server knowing who (its own join
   * named the member, or it showed the request code). Never revealed to a server that only
   * guessed an identifier (docs/security.md).
   */
  discordIdKnown: boolean;
  banId: number | null;
  /** Null unless `banKnown`. */
  banReason: string | null;
  /** Null unless `banKnown`. */
  banExpiresAt: Date | null;
  /** Distinct identifier kinds that match the entry: several tokens of one PC are one. */
  banMatches: number;
  /**
   * Whether the server saw a matching identity on a join no entry matched, before this one:
   * only then do its answers carry the ban's reason and end (docs/security.md).
   */
  banKnown: boolean;
  approved: boolean;
  pending: boolean;
  inGuild: boolean;
  roleIds: string[];
  /** Every identifier is known, recently seen and linked as it should: no identity to write. */
  identitiesFresh: boolean;
}

interface FactsRow {
  n: string | number;
  server_id: string | number | null;
  server_name: string;
  key_hash: string;
  whitelist_mode: WhitelistMode;
  server_role_ids: string[];
  min_identifier_matches: number;
  discord_id: string | null;
  discord_id_known: boolean | null;
  ban_id: string | number | null;
  ban_reason: string | null;
  ban_expires_at: string | Date | null;
  ban_matches: string | number | null;
  ban_known: boolean | null;
  approved: boolean | null;
  pending: boolean | null;
  in_guild: boolean | null;
  member_role_ids: string[] | null;
  identities_fresh: boolean | null;
}

/** One join to decide: the key it came with and the player's identifiers. */
export interface FactsRequest {
  keyHash: string;
  player: PlayerIdentity;
}

/** The statement of `readJoinFacts`: one call of `game_join_facts` for them all (the game bench explains it). */
export function joinFactsQuery(requests: readonly FactsRequest[]): SQL {
  const given = requests.map((request) => ({
    k: request.keyHash,
    i: request.player.identities.map((item) => item.identifier),
    d: request.player.discordId,
  }));
  return sql`SELECT * FROM game_join_facts(${JSON.stringify(given)}::json)`;
}

const noFacts: Omit<JoinFacts, 'server'> = {
  discordId: null,
  discordIdKnown: false,
  banId: null,
  banReason: null,
  banExpiresAt: null,
  banMatches: 0,
  banKnown: false,
  approved: false,
  pending: false,
  inGuild: false,
  roleIds: [],
  identitiesFresh: false,
};

function factsOf(row: FactsRow | undefined): JoinFacts {
  if (row?.server_id == null) return { server: null, ...noFacts };
  return {
    server: {
      id: Number(row.server_id),
      name: row.server_name,
      keyHash: row.key_hash,
      whitelistMode: row.whitelist_mode,
      roleIds: row.server_role_ids,
      minIdentifierMatches: row.min_identifier_matches,
    },
    discordId: row.discord_id,
    discordIdKnown: row.discord_id_known === true,
    banId: row.ban_id == null ? null : Number(row.ban_id),
    banReason: row.ban_reason,
    banExpiresAt: row.ban_expires_at == null ? null : new Date(row.ban_expires_at),
    banMatches: Number(row.ban_matches ?? 0),
    banKnown: row.ban_known === true,
    approved: row.approved === true,
    pending: row.pending === true,
    inGuild: row.in_guild === true,
    roleIds: row.member_role_ids ?? [],
    identitiesFresh: row.identities_fresh === true,
  };
}

/** The facts of several joins in one statement, in the requests' order. */
export async function readJoinFacts(
  db: Executor,
  requests: readonly FactsRequest[],
): Promise<JoinFacts[]> {
  const rows = await queryRows<FactsRow>(db, joinFactsQuery(requests));
  const byIndex = new Map(rows.map((row) => [Number(row.n), row]));
  return requests.map((_, index) => factsOf(byIndex.get(index + 1)));
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
  /** Whether a blacklist entry matched any identifier: the server's sighting is not recorded then. */
  banMatched: boolean;
  /** Whether the player's identities need writing (new, unlinked or not seen for 10 minutes). */
  writeIdentities: boolean;
}

/**
 * Records decided joins in one statement: their rows, the players' identities where they need
 * it (new ones added; unlinked ones linked to the member, for the joining server only until a
 * second source confirms; `last_seen_at` moved at most every 10 minutes, so a returning player
 * writes no identity row), who used which identifier (`game_identity_sightings`), each server's
 * last call, and the member's game-database writes that waited for their account.
 */
export async function recordJoins(db: Executor, joins: readonly JoinRecord[]): Promise<void> {
  await db.execute(recordJoinsQuery(joins));
}

/** The statement of `recordJoins` (the game bench explains it). */
export function recordJoinsQuery(joins: readonly JoinRecord[]): SQL {
  const rows = joins.map((join) => ({
    server_id: join.serverId,
    player_name: join.playerName,
    discord_id: join.discordId,
    given_discord_id: join.player.discordId,
    ban_matched: join.banMatched,
    outcome: join.outcome,
    reason: join.reason,
    message: join.message,
    request_code: join.requestCode,
    ip: join.ip,
    identifiers: join.player.identities.map((item) => item.identifier),
    kinds: join.player.identities.map((item) => item.kind),
    write_identities: join.writeIdentities,
  }));
  return sql`
    WITH batch AS (
      SELECT n, (j->>'server_id')::bigint AS server_id, j->>'player_name' AS player_name,
        j->>'discord_id' AS discord_id, j->>'given_discord_id' AS given_discord_id,
        (j->>'ban_matched')::boolean AS ban_matched, j->>'outcome' AS outcome,
        j->>'reason' AS reason, j->>'message' AS message, j->>'request_code' AS request_code,
        j->>'ip' AS ip, j->'identifiers' AS identifiers, j->'kinds' AS kinds,
        (j->>'write_identities')::boolean AS write_identities
      FROM json_array_elements(${JSON.stringify(rows)}::json) WITH ORDINALITY AS b(j, n)
    ),
    given AS (
      -- One row per identity: the last join of the batch that named it. A hardware token is its
      -- server's own (FiveM makes tokens specific to a server).
      SELECT DISTINCT ON (identifier, scope) identifier, kind, scope, server_id, discord_id,
        given_discord_id, ban_matched, player_name
      FROM (
        SELECT identifier, kind, CASE WHEN kind = 'token' THEN server_id END AS scope, server_id,
          discord_id, given_discord_id, ban_matched, player_name, n
        FROM batch, json_array_elements_text(identifiers) WITH ORDINALITY AS i(identifier, at)
          JOIN json_array_elements_text(kinds) WITH ORDINALITY AS k(kind, at) USING (at)
        WHERE write_identities
      ) named
      ORDER BY identifier, scope, n DESC
    ),
    seen AS (
      -- A new link counts on this server only (linked_by_server_id); the same link from a
      -- second server makes it count everywhere. The server is recorded as having seen the
      -- identity when no entry matched, and as knowing the member when the join named them.
      INSERT INTO game_identities AS gi (identifier, kind, server_id, discord_id, player_name,
        linked_at, linked_by_server_id, seen_by, named_by)
      SELECT identifier, kind, scope, discord_id, player_name,
        CASE WHEN discord_id IS NULL THEN NULL ELSE now() END,
        CASE WHEN discord_id IS NOT NULL AND kind <> 'token' THEN server_id END,
        CASE WHEN ban_matched THEN '{}'::bigint[] ELSE ARRAY[server_id] END,
        CASE WHEN kind <> 'token' AND discord_id = given_discord_id THEN ARRAY[server_id]
          ELSE '{}'::bigint[] END
      FROM given ORDER BY identifier, scope
      ON CONFLICT (identifier, server_id) DO UPDATE SET
        last_seen_at = now(),
        player_name = EXCLUDED.player_name,
        discord_id = coalesce(gi.discord_id, EXCLUDED.discord_id),
        linked_at = coalesce(gi.linked_at, EXCLUDED.linked_at),
        linked_by_server_id = CASE
          WHEN gi.discord_id IS NULL THEN EXCLUDED.linked_by_server_id
          WHEN gi.discord_id = EXCLUDED.discord_id
            AND gi.linked_by_server_id <> EXCLUDED.linked_by_server_id THEN NULL
          ELSE gi.linked_by_server_id END,
        seen_by = CASE WHEN EXCLUDED.seen_by <@ gi.seen_by THEN gi.seen_by
          ELSE gi.seen_by || EXCLUDED.seen_by END,
        named_by = CASE WHEN coalesce(gi.discord_id = EXCLUDED.discord_id, gi.discord_id IS NULL)
            AND NOT EXCLUDED.named_by <@ gi.named_by THEN gi.named_by || EXCLUDED.named_by
          ELSE gi.named_by END
      WHERE gi.last_seen_at < now() - interval '10 minutes'
        OR gi.player_name IS DISTINCT FROM EXCLUDED.player_name
        OR (gi.discord_id IS NULL AND EXCLUDED.discord_id IS NOT NULL)
        OR (gi.discord_id = EXCLUDED.discord_id
          AND gi.linked_by_server_id <> EXCLUDED.linked_by_server_id)
        OR NOT EXCLUDED.seen_by <@ gi.seen_by
        OR (coalesce(gi.discord_id = EXCLUDED.discord_id, gi.discord_id IS NULL)
          AND NOT EXCLUDED.named_by <@ gi.named_by)
      RETURNING 1
    ),
    sighted AS (
      -- Who used which identifier on which server, for the member's file's shared signals
      -- (docs/decisions/2026-12-05-member-file.md); moved at most every 10 minutes.
      INSERT INTO game_identity_sightings AS gs (server_id, identifier, kind, discord_id)
      SELECT DISTINCT ON (server_id, identifier, discord_id) server_id, identifier, kind, discord_id
      FROM batch, json_array_elements_text(identifiers) WITH ORDINALITY AS i(identifier, at)
        JOIN json_array_elements_text(kinds) WITH ORDINALITY AS k(kind, at) USING (at)
      WHERE discord_id IS NOT NULL
      ORDER BY server_id, identifier, discord_id
      ON CONFLICT (server_id, identifier, discord_id) DO UPDATE SET last_seen_at = now()
      WHERE gs.last_seen_at < now() - interval '10 minutes'
      RETURNING 1
    ),
    waiting AS (
      -- A write into the game's database that found no account of the member goes again a few
      -- seconds after they try to join: the framework makes the account at that connection
      -- (docs/decisions/2026-12-03-game-frameworks.md).
      UPDATE outbox SET status = 'pending', attempts = 0,
        next_attempt_at = now() + interval '5 seconds', locked_until = NULL, failed_at = NULL
      WHERE status = 'failed' AND failure_code = 'game_account_unknown'
        AND (effect->>'serverId', effect->>'userId') IN (
          SELECT server_id::text, discord_id FROM batch WHERE discord_id IS NOT NULL)
      RETURNING 1
    ),
    touched AS (
      UPDATE game_servers SET last_seen_at = now()
      WHERE id IN (SELECT server_id FROM batch)
        AND (last_seen_at IS NULL OR last_seen_at < now() - interval '10 seconds')
      RETURNING 1
    )
    INSERT INTO game_joins (server_id, player_name, discord_id, outcome, reason, message,
      request_code, identifiers, ip)
    SELECT server_id, player_name, discord_id, outcome, reason, message, request_code,
      ARRAY(SELECT json_array_elements_text(identifiers)), ip
    FROM batch ORDER BY n`;
}

export type JoinRow = typeof gameJoins.$inferSelect & {
  memberUsername: string | null;
  memberGlobalName: string | null;
  memberNick: string | null;
  memberAvatarUrl: string | null;
};

/** Counting stops here: a busy server's "Conexões" says "10.000+" rather than count them all. */
export const joinCountCap = 10_000;

export async function listJoinRows(
  db: Executor,
  serverId: number,
  query: { outcome?: GameJoinOutcome | undefined },
  { offset, limit }: PageRange,
): Promise<FoundPage<JoinRow>> {
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
      .limit(limit)
      .offset(offset),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM game_joins
        WHERE ${filter} LIMIT ${joinCountCap + 1}) AS capped`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0, countedUpTo: joinCountCap };
}

/** Joins older than `days` go: the log is for recent trouble, and it holds identifiers (LGPD). */
export async function pruneJoins(db: Executor, days: number): Promise<void> {
  await db.execute(sql`DELETE FROM game_joins WHERE at < now() - make_interval(days => ${days})`);
  await db.execute(sql`DELETE FROM game_link_codes WHERE expires_at < now() - interval '1 day'`);
}

/** The members' names as the guild catalog knows them (nick, global name, username). */
export async function findMemberNames(
  db: Executor,
  discordIds: readonly string[],
): Promise<Map<string, string>> {
  if (discordIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: discordMembers.userId,
      name: sql<string>`coalesce(${discordMembers.nick}, ${discordMembers.globalName}, ${discordMembers.username})`,
    })
    .from(discordMembers)
    .where(inArray(discordMembers.userId, [...discordIds]));
  return new Map(rows.map((row) => [row.userId, row.name]));
}
