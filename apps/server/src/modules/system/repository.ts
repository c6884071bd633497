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

export interface ProbeSummary {
  passed: number;
  first: Date;
  last: Date;
}

/**
 * Probes of the last 24 h as one JSON value (how many passed, when the first and the last
 * ran), for a statement that reads it among other things (the dashboard's).
 */
export const probeSummarySql = sql`(select json_build_object('passed', count(*) filter (where ok),
    'first', min(at), 'last', max(at)) from health_probes where at > now() - interval '24 hours')`;

/** `probeSummarySql`'s value; `null` without a probe in the last 24 h. */
export function toProbeSummary(value: unknown): ProbeSummary | null {
  const json = (value ?? {}) as { passed?: number | string; first?: string; last?: string };
  if (!json.first || !json.last) return null;
  return {
    passed: Number(json.passed ?? 0),
    first: new Date(json.first),
    last: new Date(json.last),
  };
}

/** Probes of the last 24 h: how many passed, and when the first and the last ran. */
export async function summariseRecentProbes(db: Executor): Promise<ProbeSummary | null> {
  const [row] = await queryRows<{ summary: unknown }>(
    db,
    sql`select ${probeSummarySql} as summary`,
  );
  return toProbeSummary(row?.summary);
}
