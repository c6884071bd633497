import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { resolvePermissions } from '../permissions';
import {
  deleteSession,
  deleteUserSessions,
  findSession,
  insertSession,
  touchSession,
} from './repository';

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
  await insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + policy.maxAgeMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return token;
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
  const row = await findSession(db, id);
  if (!row) return null;

  const now = Date.now();
  const idleExpired = row.session.lastSeenAt.getTime() + policy.idleMs <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  // Touch at most once a minute: enough for idle expiry, cheap on every request.
  if (now - row.session.lastSeenAt.getTime() > 60_000) await touchSession(db, id, new Date(now));

  const { role, permissions } = resolvePermissions(
    row.user,
    row.rolePermissions,
    policy.adminDiscordIds,
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

/** Ends every session of a user (signed out everywhere); returns how many there were. */
export function destroyUserSessions(db: Executor, userId: string): Promise<number> {
  return deleteUserSessions(db, userId);
}
