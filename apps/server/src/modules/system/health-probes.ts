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

/**
 * Share (0–100) of the last 24 h that passed probes cover. Minutes with no probe at
 * all (the server was down) count as failures; the window starts at the first probe.
 */
export async function uptimePercent(db: Database): Promise<number> {
  const [row] = await queryRows<{ passed: string | number; first: Date | string | null }>(
    db,
    sql`select count(*) filter (where ok) as passed, min(at) as first
        from health_probes where at > now() - interval '24 hours'`,
  );
  if (!row?.first) return 100;
  const windowMinutes = Math.max(
    1,
    Math.min(1440, Math.ceil((Date.now() - new Date(row.first).getTime()) / minuteMs) + 1),
  );
  return Math.min(100, Math.round((Number(row.passed) / windowMinutes) * 1000) / 10);
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
