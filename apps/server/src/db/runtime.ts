import type { Executor } from './client';

/** A page kept in memory under the version of its data (`list-page.ts`). */
export interface KeptPage {
  version: number | string;
  page: unknown;
}

/**
 * What the server keeps beside one database, created with it (`fromPglite`, `fromPostgres`)
 * and reached through it (`db.$runtime`): the statements built for it (`preparedFor`,
 * `plannedOnce`), the list pages kept under their version (`list-page.ts`) and whether pages
 * are kept at all. A transaction has none of it: what runs in one builds its statements again
 * and keeps nothing. Nothing here outlives the database, and two databases in one process (the
 * tests) share nothing. See docs/decisions/2026-11-28-list-reader.md.
 */
export class DatabaseRuntime {
  /** Whether list pages are kept; the scale benches turn it off to time every read. */
  keepPages = true;
  readonly #prepared = new Map<object, Map<string, unknown>>();
  readonly #pages = new Map<string, Map<string, KeptPage>>();
  readonly #planned = new Map<string, Promise<void>>();

  /**
   * @param kind which database this is.
   * @param preparedOn where prepared statements run: on PostgreSQL, connections that always keep
   *   a statement's generic plan (`postgres.ts`); on PGlite, the database itself.
   * @param simpleQuery on PGlite, runs one statement without values by the simple query protocol
   *   and answers its rows (PGlite's own parsing of the values): one exchange with PGlite where
   *   the driver's extended protocol makes six (`plannedOnce` uses it for its `EXECUTE`).
   */
  constructor(
    readonly kind: 'pglite' | 'postgres',
    readonly preparedOn: () => Executor,
    readonly simpleQuery?: (text: string) => Promise<Record<string, unknown>[]>,
  ) {}

  /** The statement `definition` built for `shape`, built on first use. */
  prepared<Query>(definition: object, shape: string, build: () => Query): Query {
    let shapes = this.#prepared.get(definition);
    if (!shapes) {
      shapes = new Map();
      this.#prepared.set(definition, shapes);
    }
    let query = shapes.get(shape) as Query | undefined;
    if (query === undefined) {
      query = build();
      shapes.set(shape, query);
    }
    return query;
  }

  /** The pages one list keeps, by the key of their filter. */
  keptPages(list: string): Map<string, KeptPage> {
    let pages = this.#pages.get(list);
    if (!pages) {
      pages = new Map();
      this.#pages.set(list, pages);
    }
    return pages;
  }

  /** A statement planned once per database by SQL `PREPARE` (`plannedOnce` on PGlite). */
  planned(name: string, prepare: () => Promise<void>): Promise<void> {
    let ready = this.#planned.get(name);
    if (!ready) {
      ready = prepare().catch((error: unknown) => {
        this.#planned.delete(name);
        throw error;
      });
      this.#planned.set(name, ready);
    }
    return ready;
  }

  /** Forgets that `name` was planned: the database no longer holds it (a restarted PGlite). */
  forgetPlanned(name: string): void {
    this.#planned.delete(name);
  }
}

/** The runtime of a database; `undefined` for a transaction. */
export function runtimeOf(db: Executor): DatabaseRuntime | undefined {
  // A property read, not `in`: this runs on every list and prepared read, and `in` on drizzle's
  // database cost a list 1 µs of its 100.
  return (db as { $runtime?: DatabaseRuntime }).$runtime;
}

/** Whether `db` is a PGlite database (not one of its transactions, nor PostgreSQL). */
export function isPgliteDatabase(db: Executor): boolean {
  return runtimeOf(db)?.kind === 'pglite';
}

/** Where prepared statements of `db` run (`DatabaseRuntime.preparedOn`); a transaction itself. */
export function preparedExecutor(db: Executor): Executor {
  return runtimeOf(db)?.preparedOn() ?? db;
}
