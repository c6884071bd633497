export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/**
 * The page buttons of a numbered pager: the first page, the current one with its
 * neighbours, the last page, and an ellipsis wherever pages are skipped.
 * `pageItems(5, 10)` → 1 … 4 5 6 … 10.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const wanted = new Set([1, page - 1, page, page + 1, totalPages]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'ellipsis', key: `after-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** How many pages `total` items fill at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
