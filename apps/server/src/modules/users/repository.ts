import { eq, isNotNull } from 'drizzle-orm';
import { announceAuthChange } from '../../db/auth-changes';
import type { Executor } from '../../db/client';
import { roles, users } from '../../db/schema/users';

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
