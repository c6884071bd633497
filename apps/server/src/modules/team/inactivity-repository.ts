import { panelRoleNames } from '@panel/contract/permissions';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface CurrentStaffRow {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** When they first signed in, or were named staff before signing in. */
  createdAt: Date;
}

/**
 * The current staff as the team's overview counts them: a panel role, or an administrator by
 * configuration (`users_role_name_idx` finds the few with a role).
 */
export async function findCurrentStaff(
  db: Executor,
  adminIds: readonly string[],
): Promise<CurrentStaffRow[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    avatar_url: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select id, coalesce(display_name, username) as name, avatar_url, created_at
      from users
      where role_name = any(array(select json_array_elements_text(${JSON.stringify(panelRoleNames)}::json)))
        or id = any(array(select json_array_elements_text(${JSON.stringify(adminIds)}::json)))`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Takes the right to alert about each staff member's quiet stretch, known by when it began: a
 * stretch already alerted is not answered. A racing worker waits on the key (the row the first
 * inserted or updated), then finds the stretch alerted, so each goes out once; its message is
 * queued in the same transaction.
 */
export async function claimInactivityAlerts(
  tx: Executor,
  stretches: readonly { staffId: string; quietSince: Date }[],
): Promise<string[]> {
  if (stretches.length === 0) return [];
  const given = JSON.stringify(
    stretches.map((stretch) => ({ s: stretch.staffId, q: stretch.quietSince.toISOString() })),
  );
  const rows = await queryRows<{ staff_id: string }>(
    tx,
    sql`insert into team_inactivity_alerts as a (staff_id, quiet_since)
      select p->>'s', (p->>'q')::timestamptz from json_array_elements(${given}::json) as p
      order by 1
      on conflict (staff_id) do update set quiet_since = excluded.quiet_since, alerted_at = now()
      where a.quiet_since < excluded.quiet_since
      returning staff_id`,
  );
  return rows.map((row) => row.staff_id);
}
