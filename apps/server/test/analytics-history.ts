import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client';

// Test helpers of the community rollups (migration 0053): what the rows hold, and history
// written as the panel writes it.

/** The rows that count (a row at zero reads as none), as `metric|day|key` → value. */
export async function rollupRows(db: Executor): Promise<Record<string, number>> {
  const rows = await queryRows<{ metric: string; day: string; key: string; value: number }>(
    db,
    sql`select metric, day::text as day, key, value::float8 as value from analytics_days
      where value <> 0 order by metric, day, key`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.metric}|${row.day}|${row.key}`, row.value]));
}

/** A join as the join check records it. */
export async function recordJoin(
  db: Executor,
  join: { server: number; at: string; member: string | null; reason?: string },
): Promise<void> {
  const reason = join.reason ?? 'allowed';
  await db.execute(sql`insert into game_joins (server_id, at, player_name, discord_id, outcome,
      reason, identifiers)
    values (${join.server}, ${join.at}::timestamptz, 'Jogador', ${join.member},
      ${reason === 'allowed' ? 'allowed' : 'refused'}, ${reason}, '{}')`);
}

/**
 * A stay in voice as the bot writes it, nothing credited yet: open, or already left at `until`
 * (the minute's rollup credits it either way).
 */
export async function openSegment(
  db: Executor,
  segment: { member: string; channel: string; at: string; until?: string; afk?: boolean },
): Promise<number> {
  const until = segment.until ?? null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into voice_segments (user_id, channel_id, session_started_at, started_at,
        ended_at, last_seen_at, credited_until, afk, counted, end_reason)
      values (${segment.member}, ${segment.channel}, ${segment.at}::timestamptz,
        ${segment.at}::timestamptz, ${until}::timestamptz,
        coalesce(${until}::timestamptz, ${segment.at}::timestamptz), ${segment.at}::timestamptz,
        ${segment.afk ?? false}, ${!(segment.afk ?? false)},
        case when ${until}::timestamptz is null then null else 'leave' end)
      returning id::int as id`,
  );
  if (!row) throw new Error('no segment');
  return row.id;
}

/** The segment closed at `at`, as a leave closes it. */
export async function closeSegment(db: Executor, id: number, at: string): Promise<void> {
  await db.execute(sql`update voice_segments set ended_at = ${at}::timestamptz,
      last_seen_at = ${at}::timestamptz, end_reason = 'leave' where id = ${id}`);
}
