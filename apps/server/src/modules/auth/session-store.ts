import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { emptyPermissionMap } from '@panel/contract/permissions';
import { allows, resolvePermissions } from '../permissions';
import type { SessionCache } from './session-cache';
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

/** A session is touched (its `lastSeenAt` written) at most this often. */
const touchEveryMs = 60_000;

/**
 * The session behind a cookie token, with the user's role. From the cache while the session
 * was seen within the minute and nothing about it changed (a role or permission change, a
 * session ended: the cache hears it on commit); otherwise read afresh, touched, and cached.
 * Expired sessions are deleted.
 */
export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  cache?: SessionCache,
): Promise<AuthContext | null> {
  const id = hashToken(token);
  const now = Date.now();
  const cached = cache?.get(id);
  if (cached && now - cached.lastSeenAt <= touchEveryMs && cached.expiresAt > now) {
    return cached.auth;
  }
  const version = cache?.version ?? 0;
  const auth = await readSession(db, id, policy, now);
  if (auth && cache) cache.set(id, auth, version);
  return auth?.auth ?? null;
}

async function readSession(
  db: Executor,
  id: string,
  policy: SessionPolicy,
  now: number,
): Promise<{ auth: AuthContext; lastSeenAt: number; expiresAt: number } | null> {
  const row = await findSession(db, id);
  if (!row) return null;

  const idleExpired = row.session.lastSeenAt.getTime() + policy.idleMs <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  // Touch at most once a minute: enough for idle expiry, cheap on every request.
  let lastSeenAt = row.session.lastSeenAt.getTime();
  if (now - lastSeenAt > touchEveryMs) {
    await touchSession(db, id, new Date(now));
    lastSeenAt = now;
  }

  const resolved = resolvePermissions(row.user, row.rolePermissions, policy.adminDiscordIds);
  // Staff without Discord's two-step authentication, while the panel requires it, act as
  // members until they sign in again with it: every staff check then fails closed.
  const twoFactorRequired =
    row.requireDiscordMfa === true &&
    row.user.discordMfaEnabled !== true &&
    allows(resolved, 'staff');
  const { role } = resolved;
  const permissions = twoFactorRequired ? emptyPermissionMap() : resolved.permissions;
  // Shared by the requests the cache answers: frozen so none can change it for the others.
  const auth: AuthContext = Object.freeze({
    sessionId: id,
    user: Object.freeze({
      id: row.user.id,
      username: row.user.username,
      displayName: row.user.displayName,
      avatarUrl: row.user.avatarUrl,
    }),
    role,
    permissions: Object.freeze(permissions),
    twoFactorRequired,
  });
  return { auth, lastSeenAt, expiresAt: row.session.expiresAt.getTime() };
}

/** Ends every session of a user (signed out everywhere); returns how many there were. */
export function destroyUserSessions(db: Executor, userId: string): Promise<number> {
  return deleteUserSessions(db, userId);
}
