import type {
  GuildMember,
  KnownMember,
  StaffUser,
  UserPermissions,
} from '@panel/contract/api/users';
import { panelRoleNames } from '@panel/contract/permissions';
import type { Database, Executor } from '../../../db/client';
import type { AuthContext } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import { panelRoleOf, resolvePermissions } from '../../permissions';
import { nameOf, toStaffUser } from '../present';
import {
  findGuildMembersById,
  findUserWithRole,
  listUsersWithRole,
  searchGuildMembers as findGuildMembers,
} from '../repository';

export async function listStaff(db: Database): Promise<StaffUser[]> {
  const staff = (await listUsersWithRole(db)).flatMap((row) => {
    const role = panelRoleOf(row.roleName);
    return role ? [toStaffUser(row, role)] : [];
  });
  const rank = (user: StaffUser) => panelRoleNames.indexOf(user.permission);
  return staff.sort((a, b) => rank(a) - rank(b) || a.username.localeCompare(b.username, 'pt-BR'));
}

export async function userPermissions(
  db: Database,
  discordId: string,
  adminDiscordIds: readonly string[],
): Promise<UserPermissions> {
  const found = await findUserWithRole(db, discordId);
  if (!found) throw notFound('Usuário não encontrado.');
  const { role, permissions } = resolvePermissions(
    found.user,
    found.rolePermissions,
    adminDiscordIds,
  );
  return {
    discordId,
    username: nameOf(found.user),
    permission: role,
    permissions,
    configuredAdmin: adminDiscordIds.includes(discordId),
  };
}

/**
 * What a Discord member may do in the panel, read as a request's session would be: their panel
 * user, role and permissions (the bot's commands ask this, never Discord's own permissions
 * alone). `null` for someone who never signed in to the panel.
 */
export async function memberAuthority(
  db: Executor,
  discordId: string,
  adminDiscordIds: readonly string[],
): Promise<Omit<AuthContext, 'sessionId'> | null> {
  const found = await findUserWithRole(db, discordId);
  if (!found) return null;
  const { role, permissions } = resolvePermissions(
    found.user,
    found.rolePermissions,
    adminDiscordIds,
  );
  const { id, username, displayName, avatarUrl } = found.user;
  // Discord's commands and buttons: the panel's two-step requirement governs its own pages and
  // endpoints (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
  return {
    user: { id, username, displayName, avatarUrl },
    role,
    permissions,
    twoFactorRequired: false,
  };
}

/** A member as the caller may see them: their panel role only for who may see the staff. */
function withRoleFor<T extends GuildMember>(member: T, seesRoles: boolean): T {
  return seesRoles ? member : { ...member, panelRole: null };
}

/** Members named by their ids, for the lists that show names in place of ids. */
export async function lookupGuildMembers(
  db: Database,
  ids: readonly string[],
  seesRoles: boolean,
): Promise<KnownMember[]> {
  return (await findGuildMembersById(db, ids)).map((member) => withRoleFor(member, seesRoles));
}

/** Guild members for the member picker, found by name or id in the catalog the bot keeps. */
export async function searchGuildMembers(
  db: Database,
  search: string,
  seesRoles: boolean,
): Promise<GuildMember[]> {
  return (await findGuildMembers(db, search)).map((member) => withRoleFor(member, seesRoles));
}
