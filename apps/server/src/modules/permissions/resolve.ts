import {
  effectivePermissions,
  panelRoleNames,
  rolePermissions,
  type PanelRoleName,
  type PermissionLevel,
  type PermissionMap,
} from '@panel/contract/permissions';

/** A stored role name, if it is one of the panel's roles. */
export function panelRoleOf(roleName: string | null): PanelRoleName | null {
  return panelRoleNames.find((name) => name === roleName) ?? null;
}

/**
 * What a person may do in the panel: an administrator named in ADMIN_DISCORD_IDS everything,
 * a panel role its stored map (the administrador role always everything), anyone else nothing.
 */
export function resolvePermissions(
  user: { id: string; roleName: string | null },
  storedRolePermissions: Partial<Record<string, boolean>> | null,
  adminDiscordIds: readonly string[],
): { role: PermissionLevel; permissions: PermissionMap } {
  if (adminDiscordIds.includes(user.id)) {
    return { role: 'administrador', permissions: rolePermissions('administrador', null) };
  }
  const role = panelRoleOf(user.roleName);
  return role
    ? { role, permissions: rolePermissions(role, storedRolePermissions) }
    : { role: 'user', permissions: effectivePermissions(null) };
}
