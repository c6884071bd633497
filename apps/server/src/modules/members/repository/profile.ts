import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** The member as the guild catalog and the panel know them (either may not). */
export interface ProfileRow {
  username: string | null;
  global_name: string | null;
  nick: string | null;
  avatar_url: string | null;
  seen_in_guild: boolean;
  in_guild: boolean | null;
  joined_at: Date | string | null;
  left_at: Date | string | null;
  role_ids: string[] | null;
  panel_role: string | null;
  panel_created_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  voice_channel_id: string | null;
  voice_channel_name: string | null;
}

/** One statement: the guild's member row, the panel's user row and the voice state. */
export async function findProfile(db: Executor, discordId: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT coalesce(dm.username, u.username) AS username,
        coalesce(dm.global_name, u.display_name) AS global_name, dm.nick,
        coalesce(dm.avatar_url, u.avatar_url) AS avatar_url,
        dm.user_id IS NOT NULL AS seen_in_guild, dm.in_guild, dm.joined_at, dm.left_at,
        dm.role_ids, u.role_name AS panel_role, u.created_at AS panel_created_at,
        u.last_sign_in_at, vs.channel_id AS voice_channel_id, dc.name AS voice_channel_name
      FROM (SELECT ${discordId}::text AS id) me
      LEFT JOIN discord_members dm ON dm.user_id = me.id
      LEFT JOIN users u ON u.id = me.id
      LEFT JOIN discord_voice_states vs ON vs.user_id = me.id
      LEFT JOIN discord_channels dc ON dc.id = vs.channel_id
      WHERE dm.user_id IS NOT NULL OR u.id IS NOT NULL OR vs.user_id IS NOT NULL`,
  );
  return row ?? null;
}

/** The guild's roles among `ids`, highest first. */
export function findRoles(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; name: string; color: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`SELECT id, name, color FROM discord_roles
      WHERE id = ANY(${sql`string_to_array(${ids.join(',')}, ',')`}) ORDER BY position DESC, id`,
  );
}

/** When each member last joined the guild, while they are in it. */
export async function findGuildJoins(
  db: Executor,
  discordIds: readonly string[],
): Promise<Map<string, Date>> {
  if (discordIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; joined_at: Date | string }>(
    db,
    sql`SELECT user_id, joined_at FROM discord_members
      WHERE in_guild AND joined_at IS NOT NULL AND user_id IN (${sql.join(
        discordIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.user_id, new Date(row.joined_at)]));
}
