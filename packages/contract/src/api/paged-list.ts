import { z } from 'zod';
import { pagedBodyForms, type PagedRowsField } from './paged-list-values';

export * from './paged-list-values';

type PagedObjectShape<
  Item extends z.ZodType,
  Rows extends PagedRowsField,
  Extra extends z.ZodRawShape,
> = { [K in Rows]: z.ZodArray<Item> } & { total: z.ZodNumber } & Extra;

/** A paged list's body: its rows as a plain array, the count only in the headers. */
export function pagedListSchema<Item extends z.ZodType>(item: Item): z.ZodArray<Item>;
/** A paged list's body: its rows in `rows`, the count in `total` too, and `extra` fields. */
export function pagedListSchema<
  Item extends z.ZodType,
  Rows extends PagedRowsField,
  Extra extends z.ZodRawShape = Record<never, never>,
>(item: Item, rows: Rows, extra?: Extra): z.ZodObject<PagedObjectShape<Item, Rows, Extra>>;
export function pagedListSchema(
  item: z.ZodType,
  rows?: PagedRowsField,
  extra: z.ZodRawShape = {},
): z.ZodType {
  const schema = rows
    ? z.object({ [rows]: z.array(item), total: z.number().int(), ...extra })
    : z.array(item);
  pagedBodyForms.set(schema, { rows: rows ?? 'array' });
  return schema;
}
