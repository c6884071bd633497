import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { discordRoles } from '../../../db/schema/discord';

export type CatalogRole = Pick<
  typeof discordRoles.$inferSelect,
  'id' | 'name' | 'color' | 'position' | 'managed'
>;

/** The roles of the guild catalog among the ids, by id (unknown ids are left out). */
export async function findCatalogRoles(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CatalogRole>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: discordRoles.id,
      name: discordRoles.name,
      color: discordRoles.color,
      position: discordRoles.position,
      managed: discordRoles.managed,
    })
    .from(discordRoles)
    .where(inArray(discordRoles.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a role a product names is checked against: the guild as the bot last saw it. */
export interface CatalogFacts {
  /** False before the bot has synchronised any role: nothing can be checked yet. */
  hasRoles: boolean;
  guildId: string | null;
  /**
   * Position of the bot's highest role (a role it gives must be below it); null when unknown
   * (the bot never connected, has no known role, or owns the guild).
   */
  botTopPosition: number | null;
}

export async function findCatalogFacts(db: Executor): Promise<CatalogFacts> {
  const [row] = await queryRows<{
    has_roles: boolean;
    guild_id: string | null;
    bot_top: number | null;
  }>(
    db,
    sql`select exists (select 1 from discord_roles) as has_roles,
      (select id from discord_guild limit 1) as guild_id,
      (select max(r.position)::int
        from discord_gateway g
        join discord_members m on m.user_id = g.bot_user_id
        join discord_roles r on r.id = any(m.role_ids)
        where g.id = 1
          and g.bot_user_id is distinct from (select owner_id from discord_guild limit 1)
      ) as bot_top`,
  );
  return {
    hasRoles: row?.has_roles ?? false,
    guildId: row?.guild_id ?? null,
    botTopPosition: row?.bot_top ?? null,
  };
}
