import type { PermissionKey } from '@panel/contract/permissions';
import { canAccess, pageRoutes, type PageId } from '@panel/contract/routes';

/**
 * The address of a list page with its filters (`/allowlists?status=approved`), or null when
 * the viewer's permissions do not open that page: the menu and the route guard ask the same.
 */
export function listHref(
  page: PageId,
  filters: Record<string, string>,
  permissions: Partial<Record<PermissionKey, boolean>> | null,
): string | null {
  const route = pageRoutes.find((entry) => entry.id === page);
  if (!route || !canAccess(route.access, permissions)) return null;
  const query = new URLSearchParams(filters).toString();
  return query ? `${route.path}?${query}` : route.path;
}
