import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './client';
import { withCompiledRows } from './compiled-rows';
import { runtimeOf } from './runtime';

/**
 * Queries built once per database and shape (kept by its `DatabaseRuntime`), and from then on
 * only executed; in a transaction, built for it.
 * Drizzle's query builder costs about 120 µs of CPU a call, more than PostgreSQL spends on an
 * indexed page; a prepared query fills its placeholders in about 1 µs. Each statement is
 * named, so PostgreSQL also parses it once per connection; on PostgreSQL it runs on connections
 * that always keep its generic plan (`DatabaseRuntime.preparedOn`), so only shapes whose index serves
 * every value belong here (the hot pages, not searches). Their rows are built by a function
 * compiled for their columns (`withCompiledRows`). `shape`
 * tells apart the variants of one query (a filter present or not); `build` names each
 * statement after it. See docs/performance.md#prepared-reads.
 */
export function preparedFor<Query, Shape extends string = 'default'>(
  build: (db: Executor, shape: Shape) => Query,
): (db: Executor, shape?: Shape) => Query {
  return (db, shape = 'default' as Shape) => {
    const runtime = runtimeOf(db);
    // A transaction keeps nothing: its statements are built for it.
    if (!runtime) return withCompiledRows(build(db, shape));
    return runtime.prepared(build, shape, () =>
      withCompiledRows(build(runtime.preparedOn(), shape)),
    );
  };
}

/** A drizzle query that can be prepared under a name and read as SQL text. */
interface Preparable {
  prepare(name: string): { execute(): Promise<unknown[]> };
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A statement without values (each one written into its SQL), planned once per connection, for a
 * statement whose planning costs as much as its run (the dashboard's). On PostgreSQL, a named
 * statement, as `preparedFor`. PGlite's driver sends every statement unnamed, so there it is an
 * SQL `PREPARE`, created on first use and run by `EXECUTE` (its rows keyed by the columns'
 * aliases, which must therefore be the select's keys). Transactions keep the plain statement.
 */
export function plannedOnce<Row extends Record<string, unknown>>(
  name: string,
  build: (db: Executor) => Preparable,
): (db: Executor) => Promise<Row[]> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Unusable statement name: ${name}`);
  const prepared = preparedFor((db) => build(db).prepare(name));
  return async (db) => {
    const runtime = runtimeOf(db);
    if (runtime?.kind !== 'pglite') return (await prepared(db).execute()) as Row[];
    await runtime.planned(name, async () => {
      const query = build(db).toSQL();
      if (query.params.length > 0) throw new Error(`${name} has values: write them into its SQL.`);
      try {
        await queryRows(db, sql.raw(`prepare ${name} as ${query.sql}`));
      } catch (error) {
        // The same PGlite opened twice in one process already holds it.
        if ((error as { code?: string }).code !== '42P05') throw error;
      }
    });
    return queryRows<Row>(db, sql.raw(`execute ${name}`));
  };
}

/**
 * A constant of the code written into a statement's SQL (for `plannedOnce`): an integer, or a
 * text as a standard SQL string literal. Never a value that came with a request.
 */
export function inlineConstant(value: number | string): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}
