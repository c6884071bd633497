import {
  permissionAreas,
  type PanelRoleName,
  type PermissionKey,
  type PermissionMap,
} from '@panel/contract/permissions';

export type RoleDrafts = Partial<Record<PanelRoleName, PermissionMap>>;

/** `view_X` stays on while `manage_X` is on: managing implies seeing. */
export function impliedBy(key: PermissionKey): PermissionKey | null {
  const match = /^view_(.+)$/.exec(key);
  const area = match?.[1];
  if (!area || !(permissionAreas as readonly string[]).includes(area)) return null;
  return `manage_${area}` as PermissionKey;
}

/** Switches a permission; turning `manage_X` on turns `view_X` on with it. */
export function togglePermission(
  map: PermissionMap,
  key: PermissionKey,
  granted: boolean,
): PermissionMap {
  const next = { ...map, [key]: granted };
  const manage = /^manage_(.+)$/.exec(key);
  const viewKey = `view_${manage?.[1] ?? ''}`;
  if (granted && manage && viewKey in next) next[viewKey as PermissionKey] = true;
  return next;
}

export function changedKeys(draft: PermissionMap, saved: PermissionMap): PermissionKey[] {
  return (Object.keys(draft) as PermissionKey[]).filter((key) => draft[key] !== saved[key]);
}

/** Why a switch cannot be flipped by this person, or null when it can. */
export function lockReason(
  map: PermissionMap,
  key: PermissionKey,
  actor: PermissionMap,
  canManage: boolean,
  roleName?: string,
): string | null {
  if (!canManage) return 'Você só pode ver as permissões.';
  if (roleName === 'administrador') return 'O administrador sempre tem todas as permissões.';
  const manageKey = impliedBy(key);
  if (manageKey && map[manageKey]) return 'Incluída na permissão de gerenciar.';
  if (!map[key] && !actor[key]) return 'Você não pode conceder uma permissão que não possui.';
  return null;
}
