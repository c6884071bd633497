import type { Executor } from '../../../db/client';
import type { AuthContext } from '../../../http/auth-context';
import { resolvePermissions } from '../../permissions';
import { findUserWithRole } from '../repository';

/**
 * What a Discord member may do in the panel, read as a request's session would be: their panel
 * user, role and permissions (the bot's commands and buttons ask this, never Discord's own
 * permissions alone). `null` for someone who never signed in to the panel.
 */
export async function memberAuthority(
  db: Executor,
  discordId: string,
  adminDiscordIds: readonly string[],
): Promise<Omit<AuthContext, 'sessionId'> | null> {
  const row = await findUserWithRole(db, discordId);
  if (!row) return null;
  const { role, permissions } = resolvePermissions(row.user, row.rolePermissions, adminDiscordIds);
  return {
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
