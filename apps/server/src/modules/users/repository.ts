import {
  guildMemberSearchLimit,
  type GuildMember,
  type KnownMember,
} from '@panel/contract/api/users';
import { snowflakePattern } from '@panel/contract/constants';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { announceAuthChange } from '../../db/auth-changes';
import { queryRows, type Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { users } from '../../db/schema/users';
import { roles } from '../../db/schema/permissions';

export type UserRow = typeof users.$inferSelect;

/** Everyone with a role name set, in no particular order. */
export function listUsersWithRole(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).where(isNotNull(users.roleName));
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user with the stored permission map of their role (`null` without a role). */
export async function findUserWithRole(
  db: Executor,
  id: string,
): Promise<{ user: UserRow; rolePermissions: Record<string, boolean> | null } | undefined> {
  const [row] = await db
    .select({ user: users, rolePermissions: roles.permissions })
    .from(users)
    .leftJoin(roles, eq(roles.name, users.roleName))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function setUserRole(
  db: Executor,
  id: string,
  roleName: string | null,
): Promise<UserRow | undefined> {
  announceAuthChange(`u:${id}`);
  const [row] = await db.update(users).set({ roleName }).where(eq(users.id, id)).returning();
  return row;
}

/** Someone named staff before their first sign-in: the id stands in for the name. */
export async function insertPlaceholderUser(
  db: Executor,
  id: string,
  roleName: string,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values({ id, username: id, roleName }).returning();
  return row;
}

/**
 * Members of the guild (bots left out) whose name, nickname or username contains `search`,
 * or whose id is `search`; names that start with it first, then by name. The trigram index on
 * the three names serves the search (migration 0019).
 */
export function searchGuildMembers(db: Executor, search: string): Promise<GuildMember[]> {
  const byId = snowflakePattern.test(search) ? search : null;
  const term = escapeLike(search.toLowerCase());
  const name = sql`coalesce(m.nick, m.global_name, m.username)`;
  return queryRows<GuildMember>(
    db,
    sql`select m.user_id as "userId", ${name} as name, m.username,
          m.avatar_url as "avatarUrl", u.role_name as "panelRole"
        from discord_members m left join users u on u.id = m.user_id
        where m.in_guild and not m.bot and (m.user_id = ${byId}
          or m.username ilike ${`%${term}%`} or m.global_name ilike ${`%${term}%`}
          or m.nick ilike ${`%${term}%`})
        order by m.user_id = ${byId} desc nulls last,
          lower(${name}) like ${`${term}%`} desc, lower(${name}), m.user_id
        limit ${guildMemberSearchLimit}`,
  );
}

/** Members the catalog knows among `ids` (in the guild or gone), for names in place of ids. */
export function findGuildMembersById(db: Executor, ids: readonly string[]): Promise<KnownMember[]> {
  return queryRows<KnownMember>(
    db,
    sql`select m.user_id as "userId", coalesce(m.nick, m.global_name, m.username) as name,
          m.username, m.avatar_url as "avatarUrl", u.role_name as "panelRole",
          m.in_guild as "inGuild"
        from discord_members m left join users u on u.id = m.user_id
        where m.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by m.user_id`,
  );
}
