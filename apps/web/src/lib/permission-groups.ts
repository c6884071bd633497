import {
  permissionAreaLabels,
  permissionKeys,
  permissionLabels,
  type PermissionKey,
  type PermissionMap,
} from '@panel/contract/permissions';

type AreaId = keyof typeof permissionAreaLabels;

export interface PermissionGroup {
  area: AreaId;
  label: string;
  permissions: { key: PermissionKey; label: string; granted: boolean }[];
}

/** `view_tickets` -> `tickets`, `manage_calls` -> `calls`, `view_audit` -> `audit`. */
function areaOf(key: PermissionKey): AreaId {
  return key.replace(/^(view|manage)_/, '') as AreaId;
}

/** Every permission key, grouped by area in the labels' order, marked granted or not. */
export function groupPermissions(permissions: Partial<PermissionMap>): PermissionGroup[] {
  const areas = Object.keys(permissionAreaLabels) as AreaId[];
  return areas
    .map((area) => ({
      area,
      label: permissionAreaLabels[area],
      permissions: permissionKeys
        .filter((key) => areaOf(key) === area)
        .map((key) => ({ key, label: permissionLabels[key], granted: permissions[key] === true })),
    }))
    .filter((group) => group.permissions.length > 0);
}
