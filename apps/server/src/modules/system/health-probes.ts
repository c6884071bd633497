import type { FastifyBaseLogger } from 'fastify';
import { pingDatabase, type Database } from '../../db/client';
import {
  deleteOldHealthProbes,
  insertHealthProbe,
  summariseRecentProbes,
  type ProbeSummary,
} from './repository';

const minuteMs = 60_000;

/** Records whether the database answered; run once a minute by `startHealthProbes`. */
export async function recordHealthProbe(db: Database): Promise<void> {
  let databaseMs: number | null;
  try {
    databaseMs = await pingDatabase(db);
  } catch {
    databaseMs = null;
  }
  await insertHealthProbe(db, databaseMs);
  await deleteOldHealthProbes(db);
}

/** A probe due this long ago may still be running: it is not counted as missing yet. */
const probeGraceMs = 10_000;

/**
 * Share (0–100) of the probes due in the last 24 h that passed. One is due every minute
 * from the first; a minute with no probe (the server was down) counts as a failure.
 */
export async function uptimePercent(db: Database): Promise<number> {
  return uptimeOf(await summariseRecentProbes(db));
}

/** `uptimePercent` from a summary already read (`summariseRecentProbes`). */
export function uptimeOf(probes: ProbeSummary | null): number {
  if (!probes) return 100;
  const first = probes.first.getTime();
  const dueByNow = Math.floor((Date.now() - first - probeGraceMs) / minuteMs) + 1;
  const dueByLast = Math.round((probes.last.getTime() - first) / minuteMs) + 1;
  const due = Math.max(1, Math.min(1440, Math.max(dueByNow, dueByLast)));
  return Math.min(100, Math.round((probes.passed / due) * 1000) / 10);
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
