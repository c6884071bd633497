import type { Executor } from './client';

/**
 * Pages of a staff list kept in this process's memory, each under the version its data had
 * when it was read: a number the database raises, in the same transaction, with every change
 * to what the page shows (a trigger-kept counter). A request reads the version (one indexed
 * row) and gets the kept page while the version is the same; any other version reads the page
 * again. Every process checks the database, so a change made through one is seen by the next
 * request to any other, with nothing to announce.
 *
 * The version is read before the page, so a kept page is never older than its version (a
 * change committed in between is already in it); a page of an older version never replaces
 * one of a newer. Pages are shared by the requests that get them: nothing may change one. At
 * most `size` pages are kept per database, the least recently used evicted first. See
 * docs/decisions/2026-11-27-list-pages-kept.md.
 */
export function keptPages<Page>(options: { size: number }) {
  const byDatabase = new WeakMap<Executor, Map<string, { version: number; page: Page }>>();
  return async (
    db: Executor,
    key: string,
    version: number,
    read: () => Promise<Page>,
  ): Promise<Page> => {
    let pages = byDatabase.get(db);
    if (!pages) {
      pages = new Map();
      byDatabase.set(db, pages);
    }
    const kept = pages.get(key);
    if (kept?.version === version) {
      // Used last, evicted last: a Map iterates in insertion order.
      pages.delete(key);
      pages.set(key, kept);
      return kept.page;
    }
    const page = await read();
    const newest = pages.get(key);
    if (newest && newest.version > version) return page;
    pages.delete(key);
    pages.set(key, { version, page });
    if (pages.size > options.size) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    return page;
  };
}
