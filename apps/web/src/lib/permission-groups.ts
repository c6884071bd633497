import {
  permissionAreaLabels,
  permissionGroupOf,
  permissionLabels,
} from '@panel/contract/permission-labels';
import {
  permissionKeys,
  type PermissionKey,
  type PermissionMap,
} from '@panel/contract/permissions';
import { canAccess } from '@panel/contract/routes';

type AreaId = keyof typeof permissionAreaLabels;

export interface PermissionGroup {
  area: AreaId;
  label: string;
  permissions: { key: PermissionKey; label: string; granted: boolean }[];
}

/** Every permission key, grouped by area in the labels' order, marked granted or not. */
export function groupPermissions(permissions: Partial<PermissionMap>): PermissionGroup[] {
  const areas = Object.keys(permissionAreaLabels) as AreaId[];
  return areas
    .map((area) => ({
      area,
      label: permissionAreaLabels[area],
      permissions: permissionKeys
        .filter((key) => permissionGroupOf(key) === area)
        .map((key) => ({
          key,
          label: permissionLabels[key],
          granted: canAccess(key, permissions),
        })),
    }))
    .filter((group) => group.permissions.length > 0);
}
