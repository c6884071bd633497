// A paged list's page and body forms without zod, for the web's client, which every page loads;
// `paged-list.ts` declares the schemas and re-exports them.

/**
 * The one answer of a paged list (`Endpoint.paged`), see docs/decisions/2026-12-03-one-paged-answer.md.
 * The server's handler answers a `ListPage`; one function of the HTTP layer writes it on the
 * wire: the count in `X-Total-Count` (and `X-Total-Capped`), the body as the list's response
 * schema, declared with `pagedListSchema`, says. The web reads it back into a `ListPage` in one
 * place. Only where the rows sit in the body differs, because the spec fixes it: a plain array
 * (`rows: 'array'`), or a field beside `total` (`logs` for the audit log, `data` for the rest).
 */
export interface ListPage<Item, Extra = undefined> {
  items: Item[];
  /** How many match; when `capped`, the cap it was counted up to. */
  total: number;
  /** The count stopped at its cap: there are more than `total`. */
  capped: boolean;
  /** What the list answers besides its rows and count (how many can be retried, say). */
  extra: Extra;
}

export type PagedRowsField = 'data' | 'logs';

/** Where a paged list's body carries its rows. */
export interface PagedBodyForm {
  rows: 'array' | PagedRowsField;
}

/**
 * The response schemas built by `pagedListSchema`, with where each carries its rows. A plain
 * `WeakMap` rather than a zod registry: the web's client reads it, and a registry is zod's code
 * in every page's first download.
 */
export const pagedBodyForms = new WeakMap<object, PagedBodyForm>();

type RowsFieldOf<Body> = Extract<keyof Body, PagedRowsField>;

/** The row of a paged list whose body is `Body`. */
export type PageItemOf<Body> = Body extends readonly (infer Item)[]
  ? Item
  : Body[RowsFieldOf<Body>] extends readonly (infer Item)[]
    ? Item
    : never;

type Rest<Body> = Omit<Body, RowsFieldOf<Body> | 'total'>;

/** What a paged list whose body is `Body` answers besides its rows and count. */
export type PageExtraOf<Body> = Body extends readonly unknown[]
  ? undefined
  : [keyof Rest<Body>] extends [never]
    ? undefined
    : Rest<Body>;

/** The page a paged list whose body is `Body` answers. */
export type ListPageOf<Body> = ListPage<PageItemOf<Body>, PageExtraOf<Body>>;

/** The body of a page, as `form` says; the inverse of `readPagedBody`. */
export function writePagedBody(form: PagedBodyForm, page: ListPage<unknown, unknown>): unknown {
  if (form.rows === 'array') return page.items;
  const extra = page.extra && typeof page.extra === 'object' ? page.extra : {};
  return { [form.rows]: page.items, total: page.total, ...extra };
}

/**
 * The page a body says, with the count the headers said: a body's own `total` is the same
 * number (`paged-lists.test.ts` on the server), the headers are read for every list alike.
 */
export function readPagedBody(
  form: PagedBodyForm,
  body: unknown,
  count: { total: number; capped: boolean },
): ListPage<unknown, unknown> {
  if (form.rows === 'array') {
    return { items: body as unknown[], ...count, extra: undefined };
  }
  const extra: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const items = extra[form.rows] as unknown[];
  delete extra[form.rows];
  delete extra.total;
  return {
    items,
    ...count,
    extra: Object.keys(extra).length > 0 ? extra : undefined,
  };
}
