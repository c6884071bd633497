import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pingDatabase, queryRows, type Database } from '../../db/client';
import { healthProbes } from '../../db/schema/system';

const minuteMs = 60_000;

/** Records whether the database answered; run once a minute by `startHealthProbes`. */
export async function recordHealthProbe(db: Database): Promise<void> {
  let databaseMs: number | null;
  try {
    databaseMs = await pingDatabase(db);
  } catch {
    databaseMs = null;
  }
  await db.insert(healthProbes).values({ ok: databaseMs !== null, databaseMs });
  // Keep a week of probes; the dashboard reads the last day.
  await db.execute(sql`delete from health_probes where at < now() - interval '7 days'`);
}

/** A probe due this long ago may still be running: it is not counted as missing yet. */
const probeGraceMs = 10_000;

/**
 * Share (0–100) of the probes due in the last 24 h that passed. One is due every minute
 * from the first; a minute with no probe (the server was down) counts as a failure.
 */
export async function uptimePercent(db: Database): Promise<number> {
  const [row] = await queryRows<{
    passed: string | number;
    first: Date | string | null;
    last: Date | string | null;
  }>(
    db,
    sql`select count(*) filter (where ok) as passed, min(at) as first, max(at) as last
        from health_probes where at > now() - interval '24 hours'`,
  );
  if (!row?.first || !row.last) return 100;
  const first = new Date(row.first).getTime();
  const dueByNow = Math.floor((Date.now() - first - probeGraceMs) / minuteMs) + 1;
  const dueByLast = Math.round((new Date(row.last).getTime() - first) / minuteMs) + 1;
  const due = Math.max(1, Math.min(1440, Math.max(dueByNow, dueByLast)));
  return Math.min(100, Math.round((Number(row.passed) / due) * 1000) / 10);
}

export function startHealthProbes(db: Database, log: FastifyBaseLogger): () => void {
  const probe = () =>
    recordHealthProbe(db).catch((error: unknown) =>
      log.warn({ err: error }, 'health probe failed'),
    );
  void probe();
  const timer = setInterval(() => void probe(), minuteMs);
  return () => clearInterval(timer);
}
