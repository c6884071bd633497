import type { Executor } from './client';

/**
 * Queries built once per database (or transaction) and shape, and from then on only executed.
 * Drizzle's query builder costs about 120 µs of CPU a call, more than PostgreSQL spends on an
 * indexed page; a prepared query fills its placeholders in about 1 µs. Each statement is
 * named, so PostgreSQL also parses it once per connection and may keep one generic plan: only
 * shapes whose index serves every value belong here (the hot pages, not searches). `shape`
 * tells apart the variants of one query (a filter present or not); `build` names each
 * statement after it. See docs/decisions/2026-11-24-prepared-reads.md.
 */
export function preparedFor<Query, Shape extends string = 'default'>(
  build: (db: Executor, shape: Shape) => Query,
): (db: Executor, shape?: Shape) => Query {
  const built = new WeakMap<Executor, Map<Shape, Query>>();
  return (db, shape = 'default' as Shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
