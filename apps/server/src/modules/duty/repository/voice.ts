import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/**
 * The staff members whose open shift voice started and who are in none of `channelIds` now,
 * as the guild catalog's voice states say.
 */
export async function findVoiceShiftsAway(
  db: Executor,
  channelIds: readonly string[],
): Promise<string[]> {
  const rows = await queryRows<{ staff_id: string }>(
    db,
    sql`select s.staff_id from duty_shifts s
      where s.ended_at is null and s.start_source = 'voice'
        and not exists (
          select 1 from discord_voice_states v
          where v.user_id = s.staff_id
            and v.channel_id = any(string_to_array(${channelIds.join(',')}, ','))
        )`,
  );
  return rows.map((row) => row.staff_id);
}
