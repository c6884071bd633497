import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { healthProbes } from '../../db/schema/system';

export async function insertHealthProbe(db: Executor, databaseMs: number | null): Promise<void> {
  await db.insert(healthProbes).values({ ok: databaseMs !== null, databaseMs });
}

/** Keeps a week of probes; the dashboard reads the last day. */
export async function deleteOldHealthProbes(db: Executor): Promise<void> {
  await db.execute(sql`delete from health_probes where at < now() - interval '7 days'`);
}

/** Probes of the last 24 h: how many passed, and when the first and the last ran. */
export async function summariseRecentProbes(
  db: Executor,
): Promise<{ passed: number; first: Date; last: Date } | null> {
  const [row] = await queryRows<{
    passed: string | number;
    first: Date | string | null;
    last: Date | string | null;
  }>(
    db,
    sql`select count(*) filter (where ok) as passed, min(at) as first, max(at) as last
        from health_probes where at > now() - interval '24 hours'`,
  );
  if (!row?.first || !row.last) return null;
  return { passed: Number(row.passed), first: new Date(row.first), last: new Date(row.last) };
}
