import type { PermissionLevel, PermissionMap } from '@panel/contract/permissions';
import { unauthenticated } from './errors';

export interface AuthContext {
  sessionId: string;
  user: { id: string; username: string; displayName: string | null; avatarUrl: string | null };
  role: PermissionLevel;
  permissions: PermissionMap;
  /**
   * Staff whose Discord account had no two-step authentication at sign-in while the panel
   * requires it: `permissions` are all off and a staff route answers `two_factor_required`
   * (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
   */
  twoFactorRequired: boolean;
}

/** The signed-in member as services see them: id, shown name and avatar. */
export interface Member {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export function displayNameOf(user: AuthContext['user']): string {
  return user.displayName ?? user.username;
}

/**
 * The request's auth on a route whose access already requires a signed-in user; a 401 if
 * it is missing all the same.
 */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in member of the request (see `requireAuth`). */
export function requireMember(request: { auth: AuthContext | null }): Member {
  const { user } = requireAuth(request);
  return { id: user.id, name: displayNameOf(user), avatarUrl: user.avatarUrl };
}
