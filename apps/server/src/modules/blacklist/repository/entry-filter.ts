import type { BlacklistType } from '@panel/contract/api/blacklist';
import { sql, type SQL } from 'drizzle-orm';

export interface EntryFilter {
  type?: BlacklistType | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

/** Newest first, of entries under the alias `e`. */
export const newestFirst = sql`order by e.created_at desc, e.id desc`;

/** Not removed and not past its expiry, of the type asked for (as `activeAt`). */
export function activeOf(type: BlacklistType | undefined, now: Date): SQL {
  const ofType = type ? sql` and e.type = ${type}` : sql``;
  return sql`e.removed_at is null and (e.expires_at is null or e.expires_at > ${now})${ofType}`;
}
