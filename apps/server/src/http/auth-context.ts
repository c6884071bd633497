import type { PermissionLevel, PermissionMap } from '@panel/contract/permissions';

export interface AuthContext {
  sessionId: string;
  user: { id: string; username: string; displayName: string | null; avatarUrl: string | null };
  role: PermissionLevel;
  permissions: PermissionMap;
}

export function displayNameOf(user: AuthContext['user']): string {
  return user.displayName ?? user.username;
}
