import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';

export interface FoundMemberRow {
  discord_id: string;
  name: string;
  username: string | null;
  avatar_url: string | null;
  in_guild: boolean;
}

const columns = sql`coalesce(m.nick, m.global_name, m.username, u.display_name, u.username) AS name,
  coalesce(m.username, u.username) AS username, coalesce(m.avatar_url, u.avatar_url) AS avatar_url,
  coalesce(m.in_guild, false) AS in_guild`;

/** How many members, in the list's order, a search walks for names holding the text. */
export const nameSearchWindow = 2000;

/** The name a member is listed by, lowercased: the order and the prefix indexes' key. */
const listedName = sql`lower(coalesce(m.nick, m.global_name, m.username))`;

/**
 * Members whose names hold the text, those whose listed name starts with it first, then those
 * still in the guild before those gone, by name, then id; bots never
 * (docs/decisions/2026-12-05-member-file.md#the-headers-search). One statement, three reads:
 *
 * 1. The names that start with the text (a name that starts with it holds it), from
 *    `discord_members_name_prefix_idx` alone, sorted. Read apart from their order (a
 *    materialized CTE): asked for them in order, the planner walks
 *    `discord_members_name_order_idx` and tests every member.
 * 2. When fewer than `limit` start with it: the first `walkAtMost` members in the list's order
 *    (`discord_members_name_order_idx` alone), tested for the text in any of their names, up to
 *    the rows missing. A text many members hold finds them at once.
 * 3. When those hold too few: every member holding the text, from the trigram index,
 *    sorted (a rare text, or one that only members late in the list hold).
 *
 * Only the rows answered are joined to their names and to `users`.
 */
export function findMembersByName(
  db: Executor,
  search: string,
  limit: number,
  walkAtMost = nameSearchWindow,
): Promise<FoundMemberRow[]> {
  const term = `%${escapeLike(search.toLowerCase())}%`;
  const prefix = `${escapeLike(search.toLowerCase())}%`;
  const holds = sql`(m.username ILIKE ${term} OR m.global_name ILIKE ${term}
    OR m.nick ILIKE ${term})`;
  const size = sql`${limit}::int`;
  return queryRows<FoundMemberRow>(
    db,
    sql`WITH starting AS MATERIALIZED (
        SELECT m.user_id, m.in_guild, ${listedName} AS listed_name FROM discord_members m
        WHERE NOT m.bot AND ${listedName} LIKE ${prefix}),
      first_starting AS MATERIALIZED (
        SELECT * FROM starting ORDER BY in_guild DESC, listed_name, user_id LIMIT ${size}),
      missing AS (SELECT ${size} - count(*) AS n FROM first_starting),
      walked AS MATERIALIZED (
        SELECT user_id, in_guild, listed_name FROM (
          SELECT m.user_id, m.in_guild, ${listedName} AS listed_name,
            ${holds} AND ${listedName} NOT LIKE ${prefix} AS hit
          FROM discord_members m WHERE NOT m.bot
          ORDER BY m.in_guild DESC, ${listedName}, m.user_id LIMIT ${walkAtMost}::int) w
        WHERE hit AND (SELECT n FROM missing) > 0
        LIMIT (SELECT n FROM missing)),
      containing AS MATERIALIZED (
        SELECT m.user_id, m.in_guild, ${listedName} AS listed_name FROM discord_members m
        WHERE NOT m.bot AND ${holds} AND ${listedName} NOT LIKE ${prefix}
          AND (SELECT count(*) FROM walked) < (SELECT n FROM missing)),
      found AS (
        SELECT 1 AS part, * FROM first_starting
        UNION ALL SELECT 2, * FROM walked
          WHERE (SELECT count(*) FROM walked) = (SELECT n FROM missing)
        UNION ALL SELECT 2, * FROM containing
        ORDER BY part, in_guild DESC, listed_name, user_id LIMIT ${size})
      SELECT f.user_id AS discord_id, ${columns}
      FROM found f JOIN discord_members m ON m.user_id = f.user_id
        LEFT JOIN users u ON u.id = f.user_id
      ORDER BY f.part, f.in_guild DESC, f.listed_name, f.user_id`,
  );
}

/** The members among `ids` the catalog or the panel knows, in the order given. */
export function findMembersById(db: Executor, ids: readonly string[]): Promise<FoundMemberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<FoundMemberRow>(
    db,
    sql`SELECT ids.id AS discord_id, ${columns}
      FROM unnest(string_to_array(${ids.join(',')}, ',')) WITH ORDINALITY AS ids(id, n)
      LEFT JOIN discord_members m ON m.user_id = ids.id
      LEFT JOIN users u ON u.id = ids.id
      WHERE m.user_id IS NOT NULL OR u.id IS NOT NULL
      ORDER BY ids.n`,
  );
}
