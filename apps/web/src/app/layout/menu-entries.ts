import type { PermissionKey } from '@panel/contract/permissions';
import { canAccess, menuRoutes, type MenuIcon, type PageRoute } from '@panel/contract/routes';

export interface MenuEntry {
  path: string;
  label: string;
  icon: MenuIcon;
}

/** The sidebar's entries for someone holding `permissions`, in the table's order. */
export function visibleMenuEntries(
  permissions: Partial<Record<PermissionKey, boolean>> | null,
  routes: readonly PageRoute[] = menuRoutes(),
): MenuEntry[] {
  return routes.flatMap((route) =>
    route.menu && canAccess(route.access, permissions)
      ? [{ path: route.path, label: route.menu.label, icon: route.menu.icon }]
      : [],
  );
}
