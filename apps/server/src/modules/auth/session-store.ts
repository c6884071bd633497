import { createHash, randomBytes } from 'node:crypto';
import {
  effectivePermissions,
  isPermissionKey,
  rolePermissions,
  panelRoleNames,
  permissionKeys,
  type PermissionLevel,
  type PermissionMap,
} from '@panel/contract/permissions';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { roles, users } from '../../db/schema/users';
import type { AuthContext } from '../../http/auth-context';

/** 256 random bits, as the cookie carries it. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
  adminDiscordIds: readonly string[];
}

export async function createSession(
  db: Executor,
  userId: string,
  policy: SessionPolicy,
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + policy.maxAgeMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

const allGranted = Object.fromEntries(permissionKeys.map((key) => [key, true])) as PermissionMap;

function roleOf(roleName: string | null): PermissionLevel {
  return (panelRoleNames as readonly string[]).includes(roleName ?? '')
    ? (roleName as PermissionLevel)
    : 'user';
}

/**
 * The session behind a cookie token, with the user's role read afresh, so a role or
 * permission change applies on the very next request. Expired sessions are deleted.
 */
export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
): Promise<AuthContext | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users, rolePermissions: roles.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.name, users.roleName))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;

  const now = Date.now();
  const idleExpired = row.session.lastSeenAt.getTime() + policy.idleMs <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // Touch at most once a minute: enough for idle expiry, cheap on every request.
  if (now - row.session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }

  const isConfiguredAdmin = policy.adminDiscordIds.includes(row.user.id);
  const role: PermissionLevel = isConfiguredAdmin ? 'administrador' : roleOf(row.user.roleName);
  const stored = row.rolePermissions ?? null;
  const permissions = isConfiguredAdmin
    ? allGranted
    : role === 'user'
      ? effectivePermissions(null)
      : rolePermissions(
          role,
          stored && Object.fromEntries(Object.entries(stored).filter(([k]) => isPermissionKey(k))),
        );
  return {
    sessionId: id,
    user: {
      id: row.user.id,
      username: row.user.username,
      displayName: row.user.displayName,
      avatarUrl: row.user.avatarUrl,
    },
    role,
    permissions,
  };
}

export async function destroySession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function destroyUserSessions(db: Executor, userId: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return removed.length;
}

export async function purgeExpiredSessions(db: Executor, policy: SessionPolicy): Promise<void> {
  const idleCutoff = new Date(Date.now() - policy.idleMs);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleCutoff)));
}
