import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { integrationKeys } from '../../../db/schema/integrations';

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;

/** Active keys first, then the newest; revoked and expired keys stay listed for the record. */
export function listKeyRows(db: Executor): Promise<IntegrationKeyRow[]> {
  return db
    .select()
    .from(integrationKeys)
    .orderBy(
      sql`${integrationKeys.revokedAt} is not null`,
      desc(integrationKeys.createdAt),
      desc(integrationKeys.id),
    );
}

export async function insertKeyRow(
  db: Executor,
  values: typeof integrationKeys.$inferInsert,
): Promise<IntegrationKeyRow> {
  const [row] = await db.insert(integrationKeys).values(values).returning();
  if (!row) throw new Error('integration key not inserted');
  return row;
}

/** Revokes a key not revoked yet; `undefined` when there is none such. */
export async function revokeKeyRow(
  db: Executor,
  id: number,
  by: { id: string | null; name: string },
): Promise<IntegrationKeyRow | undefined> {
  const [row] = await db
    .update(integrationKeys)
    .set({ revokedAt: sql`now()`, revokedById: by.id, revokedByName: by.name })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning();
  return row;
}

export function findKeyRow(db: Executor, id: number): Promise<IntegrationKeyRow | undefined> {
  return db
    .select()
    .from(integrationKeys)
    .where(eq(integrationKeys.id, id))
    .then((rows) => rows[0]);
}

/** A key in use: who it is and how many requests its minute has taken, this one counted. */
export interface KeyUse {
  id: number;
  name: string;
  keyHash: string;
  scopes: string[];
  windowCount: number;
  /** Seconds left in the key's minute. */
  windowLeft: number;
}

/**
 * The request of a key, in one statement: finds the key by its hash (one index probe, no cache:
 * a revocation or an expiry holds at the next request in every process), counts the request in
 * the key's minute and marks the key used. Nothing is found for a revoked or expired key. Two
 * processes counting the same key queue on its row, so the count is the key's, not a process's
 * (docs/decisions/2026-12-05-integrations.md).
 */
export async function useKey(db: Executor, keyHash: string): Promise<KeyUse | undefined> {
  const [row] = await queryRows<{
    id: string;
    name: string;
    key_hash: string;
    scopes: string[];
    window_count: number;
    window_left: number;
  }>(
    db,
    sql`
      update integration_keys set
        window_count = case when window_started_at > now() - interval '1 minute'
          then window_count + 1 else 1 end,
        window_started_at = case when window_started_at > now() - interval '1 minute'
          then window_started_at else now() end,
        last_used_at = now()
      where key_hash = ${keyHash}
        and revoked_at is null
        and (expires_at is null or expires_at > now())
      returning id, name, key_hash, scopes, window_count,
        ceil(extract(epoch from window_started_at + interval '1 minute' - now()))::int
          as window_left`,
  );
  return (
    row && {
      id: Number(row.id),
      name: row.name,
      keyHash: row.key_hash,
      scopes: row.scopes,
      windowCount: row.window_count,
      windowLeft: Math.max(1, row.window_left),
    }
  );
}
