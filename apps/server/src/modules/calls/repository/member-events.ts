import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import {
  boundInstant,
  eventMicros,
  olderThan,
  type MemberEventQuery,
} from '../../../db/member-events';

export interface VoiceDayEventRow {
  micros: string;
  /** The day as `YYYYMMDD`: one row per member and day. */
  row_id: string;
  seconds: number;
  counted_seconds: number;
}

/**
 * The member's days in voice past the bound, newest first (`voice_daily`'s key). A day's event
 * is dated at the day's last second in America/Sao_Paulo, or now while the day lasts, as the
 * points it earns are (docs/decisions/2026-12-05-member-file.md, "The timeline").
 */
export function findVoiceDayEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<VoiceDayEventRow[]> {
  const at = sql`least(now(), ((d.day + 1)::timestamp at time zone 'America/Sao_Paulo') - interval '1 second')`;
  const rowId = sql`to_char(d.day, 'YYYYMMDD')::bigint`;
  // The same bound on the day alone, so the key's range is read from the bound's day down.
  const dayBound = query.before
    ? sql`d.day <= (${boundInstant(query.before)} at time zone 'America/Sao_Paulo')::date`
    : sql`true`;
  return queryRows<VoiceDayEventRow>(
    db,
    sql`select ${eventMicros(at)} as micros, ${rowId}::text as row_id, d.seconds, d.counted_seconds
      from voice_daily d
      where d.user_id = ${query.discordId} and (d.seconds > 0 or d.counted_seconds > 0)
        and ${dayBound} and ${olderThan('voice', query.before, at, rowId)}
      order by d.day desc
      limit ${query.limit}`,
  );
}
