import { sql, type SQL } from 'drizzle-orm';

/**
 * A `text[]` from a list, sent as one JSON parameter (drizzle would spread a list into one
 * parameter per item; both drivers take a JSON text alike).
 */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}
