import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/**
 * Each staff member's latest moment on duty: the end of their latest shift, or `now` while it
 * is open. One probe of `duty_shifts_staff_idx` per staff member; those who never went on duty
 * are left out.
 */
export async function findLatestShiftMoments(
  db: Executor,
  staffIds: readonly string[],
  now: Date,
): Promise<Map<string, Date>> {
  if (staffIds.length === 0) return new Map();
  const rows = await queryRows<{ staff_id: string; at: Date | string }>(
    db,
    sql`select a.id as staff_id, coalesce(l.ended_at, ${now}::timestamptz) as at
      from json_array_elements_text(${JSON.stringify(staffIds)}::json) as a(id)
      cross join lateral (
        select ended_at from duty_shifts
        where staff_id = a.id
        order by started_at desc, id desc limit 1) as l`,
  );
  return new Map(rows.map((row) => [row.staff_id, new Date(row.at)]));
}
