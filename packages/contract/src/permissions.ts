/**
 * Permission keys and the default panel roles (their Portuguese labels: permission-labels.ts,
 * apart so that the web's entry, which checks permissions, does not carry the matrix's words).
 * `manage_X` implies `view_X`: pages ask for `view_X`, actions for `manage_X`.
 */
export const permissionAreas = [
  'permissions',
  'users',
  'allowlists',
  'insertions',
  'appeals',
  'allowlists_questions',
  'tickets',
  'tokens',
  'configuration',
  'bot_settings',
  'blacklist',
  'store',
  'game_servers',
  'members',
  'integrations',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

/**
 * Rights narrower than an area's `manage_X`, each shown in its area's group of the matrix.
 * "Only administradores" is one of these, never a role name in a condition
 * (docs/decisions/2026-12-03-one-permission-check.md).
 */
const extraPermissionKeys = [
  'purge_blacklist_evidence',
  'view_game_server_ips',
  'message_members',
  'view_team_analytics',
  'view_analytics',
] as const;
export type ExtraPermissionKey = (typeof extraPermissionKeys)[number];

export const permissionKeys = [
  ...permissionAreas.flatMap((area) => [`view_${area}`, `manage_${area}`] as const),
  'manage_calls',
  'view_audit',
  'view_dashboard',
  ...extraPermissionKeys,
] as const satisfies readonly string[];

export type PermissionKey =
  | `view_${PermissionArea}`
  | `manage_${PermissionArea}`
  | 'manage_calls'
  | 'view_audit'
  | 'view_dashboard'
  | ExtraPermissionKey;

export type PermissionMap = Record<PermissionKey, boolean>;

export function isPermissionKey(value: string): value is PermissionKey {
  return (permissionKeys as readonly string[]).includes(value);
}

export const panelRoleNames = ['administrador', 'moderador', 'suporte'] as const;
export type PanelRoleName = (typeof panelRoleNames)[number];
/** `user` is everyone who holds no panel role. */
export type PermissionLevel = PanelRoleName | 'user';

export function emptyPermissionMap(): PermissionMap {
  return Object.fromEntries(permissionKeys.map((key) => [key, false])) as PermissionMap;
}

function grant(keys: readonly PermissionKey[]): PermissionMap {
  const map = emptyPermissionMap();
  for (const key of keys) map[key] = true;
  return map;
}

export const defaultRoles: Record<PanelRoleName, { color: string; permissions: PermissionMap }> = {
  administrador: { color: '#e11d48', permissions: grant(permissionKeys) },
  moderador: {
    color: '#2563eb',
    permissions: grant([
      'view_dashboard',
      'manage_allowlists',
      'manage_insertions',
      'manage_appeals',
      'manage_allowlists_questions',
      'manage_tickets',
      'manage_tokens',
      'manage_blacklist',
      'manage_calls',
      'view_store',
      'view_game_servers',
      'view_audit',
      'view_users',
      'manage_members',
      'message_members',
      'view_analytics',
    ]),
  },
  suporte: {
    color: '#16a34a',
    permissions: grant([
      'view_dashboard',
      'view_allowlists',
      'view_insertions',
      'view_appeals',
      'manage_tickets',
      'view_blacklist',
      'view_members',
      'message_members',
    ]),
  },
};

/** The permissions a stored map really grants: unknown keys dropped, `manage_X` implying `view_X`. */
export function effectivePermissions(
  stored: Partial<Record<string, boolean>> | null,
): PermissionMap {
  const map = emptyPermissionMap();
  if (!stored) return map;
  for (const key of permissionKeys) map[key] = stored[key] === true;
  for (const area of permissionAreas) {
    if (map[`manage_${area}`]) map[`view_${area}`] = true;
  }
  return map;
}

/**
 * What a panel role grants: the administrador role always everything (it cannot be edited,
 * so the community can never lock itself out); the others, their stored map.
 */
export function rolePermissions(
  roleName: string,
  stored: Partial<Record<string, boolean>> | null,
): PermissionMap {
  if (roleName === 'administrador') {
    return Object.fromEntries(permissionKeys.map((key) => [key, true])) as PermissionMap;
  }
  return effectivePermissions(stored);
}
