import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { announceAuthChange } from '../../db/auth-changes';
import type { Executor } from '../../db/client';
import { oauthStates, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { roles, staffSecurity } from '../../db/schema/permissions';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/**
 * A session with its user, the stored permission map of the user's role and whether the panel
 * requires Discord's two-step authentication of staff (one row, read in the same statement).
 */
export async function findSession(
  db: Executor,
  id: string,
): Promise<
  | {
      session: SessionRow;
      user: UserRow;
      rolePermissions: Record<string, boolean> | null;
      requireDiscordMfa: boolean | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      rolePermissions: roles.permissions,
      requireDiscordMfa: staffSecurity.requireDiscordMfa,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, users.roleName))
    .leftJoin(staffSecurity, eq(staffSecurity.id, 1))
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/** An open session as the lists show it, with its user and the user's role map. */
export interface ListedSession {
  id: string;
  publicId: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  user: UserRow;
  rolePermissions: Record<string, boolean> | null;
}

const listedSession = {
  id: sessions.id,
  publicId: sessions.publicId,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  user: users,
  rolePermissions: roles.permissions,
};

/** Sessions neither idle past `idleMs` nor past their absolute expiry. */
const stillOpen = (idleMs: number) =>
  and(gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, new Date(Date.now() - idleMs)));

/**
 * Open sessions, the last seen first: a member's (`{ userId }`), or those of everyone with a
 * panel role (`'staff'`), at most `limit`.
 */
export function listOpenSessions(
  db: Executor,
  whose: { userId: string } | 'staff',
  idleMs: number,
  limit?: number,
): Promise<ListedSession[]> {
  const query = db
    .select(listedSession)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, users.roleName))
    .where(
      and(
        whose === 'staff' ? isNotNull(users.roleName) : eq(sessions.userId, whose.userId),
        stillOpen(idleMs),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return limit === undefined ? query : query.limit(limit);
}

/** A session by the id screens know it by, with its user. */
export async function findSessionByPublicId(
  db: Executor,
  publicId: string,
): Promise<ListedSession | undefined> {
  const [row] = await db
    .select(listedSession)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, users.roleName))
    .where(eq(sessions.publicId, publicId))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  announceAuthChange(`s:${id}`);
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of a user; returns how many there were. */
export async function deleteUserSessions(db: Executor, userId: string): Promise<number> {
  announceAuthChange(`u:${userId}`);
  const removed = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return removed.length;
}

export async function insertOAuthState(
  db: Executor,
  values: { id: string; returnTo: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** States expired for a day are useless: clearing them keeps the table small without a job. */
export async function deleteOldOAuthStates(db: Executor): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 day'`));
}

/** Marks an unused, unexpired state as used; `undefined` if there was none. */
export async function consumeOAuthState(
  db: Executor,
  id: string,
): Promise<{ returnTo: string | null } | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.id, id),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ returnTo: oauthStates.returnTo });
  return row;
}

/** Creates or refreshes the profile of who signed in; a configured administrator gets the role. */
export async function upsertSignedInUser(
  db: Executor,
  profile: Pick<
    UserRow,
    'id' | 'username' | 'displayName' | 'avatarUrl' | 'lastSignInAt' | 'discordMfaEnabled'
  >,
  configuredAdmin: boolean,
): Promise<UserRow | undefined> {
  const { id, ...fields } = profile;
  announceAuthChange(`u:${id}`);
  const set = { ...fields, ...(configuredAdmin && { roleName: 'administrador' }) };
  const [row] = await db
    .insert(users)
    .values({ id, ...set })
    .onConflictDoUpdate({ target: users.id, set })
    .returning();
  return row;
}
