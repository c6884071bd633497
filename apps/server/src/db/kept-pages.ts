import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * What a page is kept under: a counter the database raises with each change (compared in order),
 * or a fingerprint of the page's rows (`pageFingerprint`, compared for equality only).
 */
export type PageVersion = number | string;

/**
 * Pages of a staff list kept in this process's memory, each under the version its data had
 * when it was read: a number the database raises, in the same transaction, with every change
 * to what the page shows (a trigger-kept counter), or the page's fingerprint. A request reads
 * the version (one small statement) and gets the kept page while the version is the same; any
 * other version reads the page again. Every process checks the database, so a change made
 * through one is seen by the next request to any other, with nothing to announce.
 *
 * The version is read before the page, so a kept page is never older than its version (a
 * change committed in between is already in it); a page of an older counter never replaces
 * one of a newer. Pages are shared by the requests that get them: nothing may change one. At
 * most `size` pages are kept per database, the least recently used evicted first. See
 * docs/decisions/2026-11-27-list-pages-kept.md.
 */
export function keptPages<Page>(options: { size: number }) {
  const byDatabase = new WeakMap<Executor, Map<string, { version: PageVersion; page: Page }>>();
  return async (
    db: Executor,
    key: string,
    version: PageVersion,
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
    if (typeof version === 'number' && typeof newest?.version === 'number') {
      if (newest.version > version) return page;
    }
    pages.delete(key);
    pages.set(key, { version, page });
    if (pages.size > options.size) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    return page;
  };
}

/**
 * A page's fingerprint, for a list without a counter: `rows` selects the page's `id` and
 * `xmin` (the transaction that wrote each row's current version, new with every update), so
 * any row added, changed or removed on the page gives another text. With `total`, the count
 * the page shows. A fingerprint only says "the same": it is compared for equality, and a
 * spurious difference only reads the page again.
 */
export function pageFingerprint(rows: SQL, total: SQL): SQL<string> {
  return sql<string>`(${total})::text || ' ' || coalesce((select md5(string_agg(
    page.id::text || ':' || page.xmin::text, ',')) from (${rows}) as page), '')`;
}
