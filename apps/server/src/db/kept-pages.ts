import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * What a page is kept under: a counter the database raises with each change (compared in order),
 * or a fingerprint of the page's rows (`pageFingerprint`, compared for equality only).
 */
export type PageVersion = number | string;

let keeping = true;

/**
 * Turns keeping pages on or off in this process. The scale benches (bench/run-bench.ts) turn it
 * off: they time a page as it is read after every change, the database's work at each size.
 */
export function keepListPages(on: boolean): void {
  keeping = on;
}

/** A page as read, and the version to keep it under (`null`: not kept). */
export interface ReadPage<Page> {
  page: Page;
  version: PageVersion | null;
}

/**
 * Pages of a staff list kept in this process's memory, each under a version of its data: a
 * number the database raises, in the same transaction, with every change to what the page shows
 * (a trigger-kept counter), or the page's fingerprint. A request reads the current version (one
 * small statement) and gets the kept page while it is the same; any other version reads the
 * page again (`read`), which says what version to keep it under. Every process checks the
 * database, so a change made through one is seen by the next request to any other, with nothing
 * to announce.
 *
 * - A counter is read before the page, and the page is kept under that number: the page is
 *   never older than it (a change committed in between is already in it), and the counter never
 *   comes back once passed. A page of an older counter never replaces one of a newer.
 * - A fingerprint can come back (a row added, then removed), so a page is kept only under the
 *   fingerprint read by the page's own statement, of the same snapshot as its rows.
 *
 * Pages are shared by the requests that get them: nothing may change one. At most `size` pages
 * are kept per database, the least recently used evicted first. See
 * docs/decisions/2026-11-27-list-pages-kept.md.
 */
export function keptPages<Page>(options: { size: number }) {
  const byDatabase = new WeakMap<Executor, Map<string, { version: PageVersion; page: Page }>>();
  return async (
    db: Executor,
    key: string,
    current: PageVersion,
    read: () => Promise<ReadPage<Page>>,
  ): Promise<Page> => {
    if (!keeping) return (await read()).page;
    let pages = byDatabase.get(db);
    if (!pages) {
      pages = new Map();
      byDatabase.set(db, pages);
    }
    const kept = pages.get(key);
    if (kept?.version === current) {
      // Used last, evicted last: a Map iterates in insertion order.
      pages.delete(key);
      pages.set(key, kept);
      return kept.page;
    }
    const { page, version } = await read();
    if (version === null) return page;
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
 * spurious difference only reads the page again. The page's own statement must select it too
 * (`keptPages` keeps a page under that one).
 */
export function pageFingerprint(rows: SQL, total: SQL): SQL<string> {
  return sql<string>`(${total})::text || ' ' || coalesce((select md5(string_agg(
    page.id::text || ':' || page.xmin::text, ',')) from (${rows}) as page), '')`;
}
