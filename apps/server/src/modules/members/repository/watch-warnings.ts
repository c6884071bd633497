import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/**
 * Takes the right to warn about these members' joins, per member and server: a pair warned
 * within 6 hours is not answered. A racing batch waits on the row and then finds it
 * fresh, so each pair is answered once (its warning goes out in the same transaction).
 */
export function claimWatchWarnings(
  db: Executor,
  pairs: readonly { discordId: string; serverId: number }[],
): Promise<{ discordId: string; serverId: number }[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  const given = JSON.stringify(pairs.map((pair) => ({ d: pair.discordId, s: pair.serverId })));
  return queryRows<{ discordId: string; serverId: number }>(
    db,
    sql`INSERT INTO member_watch_warnings AS w (discord_id, server_id)
      SELECT DISTINCT p->>'d', (p->>'s')::bigint FROM json_array_elements(${given}::json) AS p
      ORDER BY 1, 2
      ON CONFLICT (discord_id, server_id) DO UPDATE SET warned_at = now()
      WHERE w.warned_at < now() - interval '6 hours'
      RETURNING discord_id AS "discordId", server_id::int AS "serverId"`,
  );
}

/** Names of these members as the guild catalog keeps them (nick, global name, username). */
export function findCatalogNames(
  db: Executor,
  discordIds: readonly string[],
): Promise<{ discordId: string; name: string }[]> {
  if (discordIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`SELECT user_id AS "discordId", coalesce(nick, global_name, username) AS name
      FROM discord_members
      WHERE user_id = ANY(string_to_array(${discordIds.join(',')}, ','))`,
  );
}
