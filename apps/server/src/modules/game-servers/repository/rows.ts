import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** The rows of a hand-written statement; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A `text[]` from a list, sent as one JSON parameter (drizzle would spread a list into one
 * parameter per item; both drivers take a JSON text alike).
 */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}
