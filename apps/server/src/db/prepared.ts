import { Placeholder, sql, type SQL } from 'drizzle-orm';
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
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown[]> };
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * What a statement planned once takes as values (`sql.placeholder`): a page number or size, or
 * a value of a closed set the request was checked against (a status, a form, a type).
 */
export type PlannedValue = number | string;

/**
 * A statement planned once per connection, for a hot statement whose planning costs as much as
 * its run (the dashboard's, the lists' versions). On PostgreSQL, a named statement, as
 * `preparedFor`. PGlite's driver sends every statement unnamed and plans it on every run, so
 * there it is an SQL `PREPARE`, created on first use and run by `EXECUTE` through the simple
 * query protocol (`DatabaseRuntime.simpleQuery`), its values written as literals; its rows are
 * keyed by the columns' aliases, which must therefore be the select's keys, and hold PGlite's
 * own parsing of their values. Values are `sql.placeholder`s only (`PlannedValue`); constants
 * are written into the SQL (`inlineConstant`). Transactions keep the plain statement.
 */
export function plannedOnce<Row extends Record<string, unknown>>(
  name: string,
  build: (db: Executor) => Preparable,
): (db: Executor, values?: Record<string, PlannedValue | undefined>) => Promise<Row[]> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Unusable statement name: ${name}`);
  const prepared = preparedFor((db) => build(db).prepare(name));
  /** The placeholders' names in the order of the statement's parameters. */
  let order: string[] = [];
  const prepare = async (db: Executor) => {
    const query = build(db).toSQL();
    order = query.params.map((param): string => {
      if (param instanceof Placeholder) return (param as Placeholder<string>).name;
      throw new Error(`${name} has values: write them into its SQL.`);
    });
    try {
      await queryRows(db, sql.raw(`prepare ${name} as ${query.sql}`));
    } catch (error) {
      // The same PGlite opened twice in one process already holds it.
      if ((error as { code?: string }).code !== '42P05') throw error;
    }
  };
  return async (db, values = {}) => {
    const runtime = runtimeOf(db);
    if (runtime?.kind !== 'pglite') return (await prepared(db).execute(values)) as Row[];
    await runtime.planned(name, () => prepare(db));
    const text =
      order.length > 0
        ? `execute ${name}(${order.map((key) => literalOf(name, values[key])).join(', ')})`
        : `execute ${name}`;
    const run = () =>
      runtime.simpleQuery ? runtime.simpleQuery(text) : queryRows<Row>(db, sql.raw(text));
    try {
      return (await run()) as Row[];
    } catch (error) {
      // A PGlite restarted on the same directory no longer holds it.
      if ((error as { code?: string }).code !== '26000') throw error;
      runtime.forgetPlanned(name);
      await runtime.planned(name, () => prepare(db));
      return (await run()) as Row[];
    }
  };
}

/**
 * A value of `plannedOnce`'s `EXECUTE` as an SQL literal: an integer, or a text of a closed set
 * (letters, digits, `_`, `.`, `:` and `-` only: nothing that could end the literal).
 */
function literalOf(statement: string, value: PlannedValue | undefined): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[\w.:-]*$/.test(value)) return `'${value}'`;
  throw new Error(`${statement}: not a value to execute with: ${String(value)}`);
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
