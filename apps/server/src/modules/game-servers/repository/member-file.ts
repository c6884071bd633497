import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** A game server as the member's file shows it: their passport, presence and last join there. */
export interface MemberServerRow {
  id: number;
  name: string;
  whitelist_mode: string;
  passport: number | null;
  online: boolean;
  last_join_at: Date | string | null;
}

/** Every game server, with the member's passport, presence and last join on it. */
export function findMemberServers(db: Executor, discordId: string): Promise<MemberServerRow[]> {
  return queryRows<MemberServerRow>(
    db,
    sql`SELECT s.id::int AS id, s.name, s.whitelist_mode, p.passport,
        EXISTS (SELECT 1 FROM game_presence pr
          WHERE pr.server_id = s.id AND pr.discord_id = ${discordId}) AS online,
        (SELECT j.at FROM game_joins j WHERE j.discord_id = ${discordId} AND j.server_id = s.id
          ORDER BY j.at DESC LIMIT 1) AS last_join_at
      FROM game_servers s
      LEFT JOIN game_passports p ON p.server_id = s.id AND p.discord_id = ${discordId}
      ORDER BY s.created_at, s.id`,
  );
}

/** Another member who used identifiers of this one on a server, with the member's names. */
export interface SharedSightingRow {
  discord_id: string;
  server_id: number;
  server_name: string;
  kinds: string[];
  shared: number;
  /** Distinct identifiers shared over all servers. */
  total: number;
  username: string | null;
  global_name: string | null;
  nick: string | null;
  avatar_url: string | null;
}

/** How many other members the file lists at most (a café's PC may be seen by hundreds). */
export const sharedMembersMax = 100;

/**
 * The members who, on the same server, were seen with an identifier the member was seen with
 * (`game_identity_sightings`, docs/decisions/2026-12-05-member-file.md, "Shared signals"), per
 * server: which kinds and how many distinct identifiers; the ones sharing most first.
 */
export function findSharedSightings(db: Executor, discordId: string): Promise<SharedSightingRow[]> {
  return queryRows<SharedSightingRow>(
    db,
    sql`WITH pairs AS (
        SELECT o.discord_id, o.server_id, o.kind, o.identifier
        FROM game_identity_sightings m
        JOIN game_identity_sightings o ON o.server_id = m.server_id
          AND o.identifier = m.identifier AND o.discord_id <> m.discord_id
        WHERE m.discord_id = ${discordId}
      ),
      members AS (
        SELECT discord_id, count(DISTINCT identifier)::int AS total FROM pairs
        GROUP BY discord_id ORDER BY total DESC, discord_id LIMIT ${sharedMembersMax}
      ),
      shared AS (
        SELECT discord_id, server_id, array_agg(DISTINCT kind ORDER BY kind) AS kinds,
          count(DISTINCT identifier)::int AS shared
        FROM pairs GROUP BY discord_id, server_id
      )
      SELECT shared.discord_id, members.total, shared.server_id::int AS server_id,
        s.name AS server_name, shared.kinds, shared.shared, coalesce(dm.username, u.username) AS username,
        coalesce(dm.global_name, u.display_name) AS global_name, dm.nick,
        coalesce(dm.avatar_url, u.avatar_url) AS avatar_url
      FROM shared
      JOIN members USING (discord_id)
      JOIN game_servers s ON s.id = shared.server_id
      LEFT JOIN discord_members dm ON dm.user_id = shared.discord_id
      LEFT JOIN users u ON u.id = shared.discord_id
      ORDER BY shared.discord_id, s.created_at, s.id`,
  );
}

/** A pair of members seen with the same identifier on a server: by PC (token), by account. */
export interface SharedPairRow {
  member: string;
  other: string;
  pc: boolean;
  account: boolean;
}

/** For each of the members, the others seen with their identifiers on the same server. */
export function findSharedPairs(
  db: Executor,
  discordIds: readonly string[],
): Promise<SharedPairRow[]> {
  return queryRows<SharedPairRow>(
    db,
    sql`SELECT m.discord_id AS member, o.discord_id AS other,
        bool_or(o.kind = 'token') AS pc, bool_or(o.kind <> 'token') AS account
      FROM game_identity_sightings m
      JOIN game_identity_sightings o ON o.server_id = m.server_id
        AND o.identifier = m.identifier AND o.discord_id <> m.discord_id
      WHERE m.discord_id = ANY(string_to_array(${discordIds.join(',')}, ','))
      GROUP BY m.discord_id, o.discord_id`,
  );
}

/** The members an identifier (or hardware token, on any server) is linked to. */
export function findIdentityOwners(
  db: Executor,
  identifier: string,
): Promise<{ discord_id: string; identifier: string; kind: string }[]> {
  return queryRows(
    db,
    sql`SELECT DISTINCT discord_id, identifier, kind FROM game_identities
      WHERE identifier = ${identifier} AND discord_id IS NOT NULL
      ORDER BY discord_id LIMIT 20`,
  );
}
