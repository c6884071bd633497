import type { PermissionKey } from '@panel/contract/permissions';
import { canAccess, pageRoutes, type PageRoute } from '@panel/contract/routes';

/** A page of the panel the search offers. */
export interface SearchablePage {
  path: string;
  /** The sidebar's label, else the page's title. */
  label: string;
  title: string;
}

/** Lower case without accents, so "inscricoes" finds "Inscrições". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The panel's pages someone may open from the search: the shell's pages with an address of
 * their own (not one member's file), checked as the sidebar checks its entries.
 */
export function searchablePages(
  permissions: Partial<Record<PermissionKey, boolean>> | null,
): SearchablePage[] {
  return (pageRoutes as readonly PageRoute[]).flatMap((route) =>
    route.shell && !route.path.includes(':') && canAccess(route.access, permissions)
      ? [
          {
            path: route.path,
            label: route.menu?.label ?? route.title,
            title: route.title,
          },
        ]
      : [],
  );
}

/** The pages whose label or title hold every word typed, in any case and with or without accents. */
export function matchPages(pages: readonly SearchablePage[], text: string): SearchablePage[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const haystack = foldText(`${page.label} ${page.title}`);
    return words.every((word) => haystack.includes(word));
  });
}
