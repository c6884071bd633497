import type { ListPage } from '@panel/contract/api/paged-list';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { runtimeOf } from './runtime';

/**
 * The one way a staff list is read. An area describes its list (`ListSpec`): how a page is read,
 * how its version is known, and how a row is shown; `listReader` does the rest the same way for
 * every list: the page's range, keeping pages in memory under their version, the count's cap and
 * the answer's shape (`ListPage`). See docs/decisions/2026-11-28-list-reader.md.
 */

/** What a list's query gives besides its own filters. */
export interface ListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** The rows a page covers: `limit` rows from `offset`. */
export interface PageRange {
  offset: number;
  limit: number;
}

/** A page as the API answers it: the one paged answer of the contract. */
export type { ListPage };

/** What one read of a page found. */
export interface FoundPage<Row, Extra = undefined> {
  rows: Row[];
  /** What the list's statement counted besides (`ListPage.extra`). */
  extra?: Extra;
  /** How many match (past `countedUpTo`, that there are more). */
  total: number;
  /** A count that stops: the most `total` says; past it the page answers `capped`. */
  countedUpTo?: number | undefined;
  /**
   * For a list versioned by fingerprint, the page's fingerprint read by the page's own statement
   * (`pageFingerprint`), of the same snapshot as its rows; `null`: not to be kept.
   */
  fingerprint?: string | null | undefined;
}

/**
 * How the data of a list's page is versioned, for pages kept in memory (never a search's):
 * - `counter`: a number the database raises, in the same transaction, with every change to what
 *   the page shows (a trigger-kept counter). It is read before the page, and the page is kept
 *   under it: the page is never older than it, and a page of an older counter never replaces
 *   one of a newer.
 * - `fingerprint`: the page's fingerprint as it is now (`pageFingerprint`). It can come back (a
 *   row added, then removed), so a page is kept only under the one its own statement read.
 */
export type ListVersion<Query> =
  | { counter: (db: Executor, query: Query) => Promise<number> }
  | { fingerprint: (db: Executor, query: Query) => Promise<string> };

export interface ListSpec<Query extends ListQuery, Row, Item, Extra = undefined> {
  /** The list's name: its kept pages are found under it. */
  name: string;
  /** Reads one page of the query, and how many match. */
  read: (db: Executor, query: Query, range: PageRange) => Promise<FoundPage<Row, Extra>>;
  /** Shows a row as the API answers it. */
  present: (row: Row) => Item;
  /**
   * Pages without a search are kept under their version, at most `size` per database (the least
   * recently used evicted first), told apart by `key` (the query's filters written as one text,
   * told apart by a space; its page and limit are added). Absent: every page is read.
   */
  keep?: {
    version: ListVersion<Query>;
    key: (query: Query) => string;
    size: number;
  };
}

/** A page read, and the version to keep it under (`null`: not kept). */
interface Read<Item, Extra> {
  page: ListPage<Item, Extra>;
  version: number | string | null;
}

/**
 * The reader of a list: one page of `query`, read or found kept. Pages are shared by the requests
 * that get them: nothing may change one.
 */
export function listReader<Query extends ListQuery, Row, Item, Extra = undefined>(
  spec: ListSpec<Query, Row, Item, Extra>,
): (db: Executor, query: Query) => Promise<ListPage<Item, Extra>> {
  const read = async (db: Executor, query: Query): Promise<Read<Item, Extra>> => {
    const range = { offset: (query.page - 1) * query.limit, limit: query.limit };
    const found = await spec.read(db, query, range);
    const { countedUpTo } = found;
    const capped = countedUpTo !== undefined && found.total > countedUpTo;
    return {
      page: {
        items: found.rows.map(spec.present),
        total: capped ? countedUpTo : found.total,
        capped,
        extra: found.extra as Extra,
      },
      version: found.fingerprint ?? null,
    };
  };
  return async (db, query) => {
    const { keep } = spec;
    const runtime = runtimeOf(db);
    if (!keep || !runtime?.keepPages || query.search?.trim()) {
      return (await read(db, query)).page;
    }
    const pages = runtime.keptPages(spec.name);
    const key = `${keep.key(query)} ${query.page} ${query.limit}`;
    const current =
      'counter' in keep.version
        ? await keep.version.counter(db, query)
        : await keep.version.fingerprint(db, query);
    const kept = pages.get(key);
    if (kept?.version === current) {
      // Used last, evicted last: a Map iterates in insertion order.
      pages.delete(key);
      pages.set(key, kept);
      return kept.page as ListPage<Item, Extra>;
    }
    const { page, version: fingerprint } = await read(db, query);
    // A counter (a number) keeps the page under the one read before it; a fingerprint, under
    // the one the page's own statement read.
    const version = typeof current === 'number' ? current : fingerprint;
    if (version === null) return page;
    const newest = pages.get(key)?.version;
    if (typeof version === 'number' && typeof newest === 'number' && newest > version) return page;
    pages.delete(key);
    pages.set(key, { version, page });
    if (pages.size > keep.size) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    return page;
  };
}

/**
 * A page and its total in one round trip: the page's query carries the total as an
 * uncorrelated scalar subquery (computed once), so each row brings it along. Only an empty
 * page past the first has no row to bring it, and asks for it alone.
 */
export async function pageAndTotal<T>(
  rowsWithTotal: Promise<{ entry: T; total: number | string }[]>,
  totalAlone: () => Promise<number>,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const rows = await rowsWithTotal;
  const first = rows[0];
  if (first) return { rows: rows.map((row) => row.entry), total: Number(first.total) };
  return { rows: [], total: offset === 0 ? 0 : await totalAlone() };
}

/**
 * A page's fingerprint, for a list without a counter: `rows` selects the page's `id` and
 * `xmin` (the transaction that wrote each row's current version, new with every update), so
 * any row added, changed or removed on the page gives another text. With `total`, the count
 * the page shows. A fingerprint only says "the same": it is compared for equality, and a
 * spurious difference only reads the page again. The page's own statement must select it too
 * (a page is kept under that one).
 */
export function pageFingerprint(rows: SQL, total: SQL): SQL<string> {
  return sql<string>`(${total})::text || ' ' || coalesce((select md5(string_agg(
    page.id::text || ':' || page.xmin::text, ',')) from (${rows}) as page), '')`;
}
