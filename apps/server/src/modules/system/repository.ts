import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { defineFigure, readFigure } from '../../db/figures';
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

/** The summary's JSON value; `null` without a probe in the last 24 h. */
function toProbeSummary(value: unknown): ProbeSummary | null {
  const json = (value ?? {}) as { passed?: number | string; first?: string; last?: string };
  if (!json.first || !json.last) return null;
  return {
    passed: Number(json.passed ?? 0),
    first: new Date(json.first),
    last: new Date(json.last),
  };
}

/**
 * Probes of the last 24 h as one JSON value (how many passed, when the first and the last
 * ran), a figure the dashboard reads with others.
 */
export const probeSummaryFigure = defineFigure(
  'probe_summary',
  sql`(select json_build_object('passed', count(*) filter (where ok), 'first', min(at),
    'last', max(at)) from health_probes where at > now() - interval '24 hours')`,
  toProbeSummary,
);

/** Probes of the last 24 h: how many passed, and when the first and the last ran. */
export function summariseRecentProbes(db: Executor): Promise<ProbeSummary | null> {
  return readFigure(db, probeSummaryFigure);
}
