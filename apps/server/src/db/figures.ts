import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { plannedOnce } from './prepared';

/**
 * A value an area reads for a screen that gathers many areas' figures (the dashboard). The
 * area's repository defines it (`defineFigure`) and exports it through its module's index; its
 * SQL stays inside: whoever holds a figure can only read it (`readFigure`) or read several in
 * one statement (`figuresReader`). See docs/decisions/2026-11-28-schema-areas-and-dashboard.md.
 */
export interface Figure<T> {
  readonly name: string;
  readonly parse: (value: unknown) => T;
}

type FigureValues<F extends Record<string, Figure<unknown>>> = {
  [K in keyof F]: F[K] extends Figure<infer T> ? T : never;
};

const fragments = new WeakMap<Figure<unknown>, SQL>();
const single = new WeakMap<Figure<unknown>, (db: Executor) => Promise<{ value: unknown }[]>>();

/**
 * `select`: a scalar subquery without values (constants written into it, `inlineConstant`),
 * so the statements reading it are planned once per connection (`plannedOnce`); `parse` turns
 * its value into the figure's type. `name` names its own statement.
 */
export function defineFigure<T>(
  name: string,
  select: SQL,
  parse: (value: unknown) => T,
): Figure<T> {
  const figure: Figure<T> = { name, parse };
  fragments.set(figure, select);
  single.set(
    figure,
    plannedOnce<{ value: unknown }>(name, (db) =>
      db.select({ value: sql<unknown>`${select}`.as('value') }).from(sql`(values (1)) as one (x)`),
    ),
  );
  return figure;
}

function fragmentOf(figure: Figure<unknown>): SQL {
  const fragment = fragments.get(figure);
  if (!fragment) throw new Error(`Not a defined figure: ${figure.name}`);
  return fragment;
}

/** One figure, by its own statement. */
export async function readFigure<T>(db: Executor, figure: Figure<T>): Promise<T> {
  const statement = single.get(figure);
  if (!statement) throw new Error(`Not a defined figure: ${figure.name}`);
  const [row] = await statement(db);
  return figure.parse(row?.value);
}

/**
 * Several figures read by one statement named `name` (each a column keyed as in `figures`),
 * planned once per connection: one round trip for a whole screen.
 */
export function figuresReader<F extends Record<string, Figure<unknown>>>(
  name: string,
  figures: F,
): (db: Executor) => Promise<FigureValues<F>> {
  const entries = Object.entries(figures);
  const statement = plannedOnce<Record<string, unknown>>(name, (db) =>
    db
      .select(
        Object.fromEntries(
          entries.map(([key, figure]) => [key, sql<unknown>`${fragmentOf(figure)}`.as(key)]),
        ),
      )
      .from(sql`(values (1)) as one (x)`),
  );
  return async (db) => {
    const [row] = await statement(db);
    return Object.fromEntries(
      entries.map(([key, figure]) => [key, figure.parse(row?.[key])]),
    ) as FigureValues<F>;
  };
}
