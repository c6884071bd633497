import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
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

/** Migrations drizzle has recorded as applied in this database. */
export async function countAppliedMigrations(db: Executor): Promise<number> {
  const [row] = await queryRows<{ applied: number | string }>(
    db,
    sql`select count(*) as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}

/**
 * How long, in seconds, the effect the worker should have delivered first has been due: a
 * pending effect past its next attempt, or one whose worker's lease ran out. A game server's
 * commands wait for that server, not for the worker, and are left out. `null`: none is due.
 */
export async function readOldestDueSeconds(db: Executor): Promise<number | null> {
  const [row] = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select extract(epoch from now() - min(case when status = 'processing'
        then locked_until else next_attempt_at end)) as seconds
      from outbox
      where game_server_id is null
        and ((status = 'pending' and next_attempt_at <= now())
          or (status = 'processing' and locked_until <= now()))`,
  );
  return row?.seconds == null ? null : Math.max(0, Math.round(Number(row.seconds)));
}

export interface OutboxFigure {
  /** The effect's type (`member.addRole`, `gameDb.write`, `game.command`…). */
  effect: string;
  status: 'pending' | 'processing' | 'failed';
  count: number;
  /** Seconds since the oldest of them was queued. */
  oldestSeconds: number;
}

/** The outbox's effects still to deliver, and those that failed, per type and status. */
export async function readOutboxFigures(db: Executor): Promise<OutboxFigure[]> {
  const rows = await queryRows<{
    effect: string;
    status: OutboxFigure['status'];
    count: number | string;
    oldest: number | string;
  }>(
    db,
    sql`select effect->>'type' as effect, status, count(*) as count,
        extract(epoch from now() - min(created_at)) as oldest
      from outbox where status in ('pending', 'processing', 'failed')
      group by 1, 2`,
  );
  return rows.map((row) => ({
    effect: row.effect,
    status: row.status,
    count: Number(row.count),
    oldestSeconds: Math.max(0, Number(row.oldest)),
  }));
}
