import { pageRoutes, pagePath, type Access, type PageId } from '@panel/contract/routes';

/**
 * An area's page with its filters (`/blacklist?type=player&search=<id>`), where a row of the
 * member's standing is listed: the addresses the timeline's events link to (the server's
 * `pageLink`) are written the same way.
 */
export function areaHref(page: PageId, params: Record<string, string | null> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${pagePath(page)}?${search}` : pagePath(page);
}

/** Who may open the page: a link the viewer could not follow is not drawn. */
export function pageAccess(page: PageId): Access {
  return pageRoutes.find((route) => route.id === page)?.access ?? 'staff';
}
