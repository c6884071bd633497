import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * Each staff member's latest action, as the audit log holds it: anything they did in the panel
 * or from Discord but signing in and out, being refused, and reading (`view`: sign-ins and
 * exports). One walk back on `audit_log_actor_created_at_idx` per member. Members without any
 * are left out.
 */
export async function readLatestActivity(
  db: Executor,
  actorIds: readonly string[],
): Promise<Map<string, Date>> {
  if (actorIds.length === 0) return new Map();
  const rows = await queryRows<{ actor_id: string; created_at: Date | string }>(
    db,
    sql`select a.id as actor_id, l.created_at
      from json_array_elements_text(${JSON.stringify(actorIds)}::json) as a(id)
      cross join lateral (
        select created_at from audit_log
        where actor_id = a.id and action_type <> 'view' and action not like 'auth.%'
        order by created_at desc, id desc limit 1) as l`,
  );
  return new Map(rows.map((row) => [row.actor_id, new Date(row.created_at)]));
}

/**
 * When each of these members was last the target of `action` (a role given: when they were
 * named staff). One walk back on `audit_log_target_created_at_idx` per member; members without
 * such an entry are left out.
 */
export async function readLatestAbout(
  db: Executor,
  targetIds: readonly string[],
  action: string,
): Promise<Map<string, Date>> {
  if (targetIds.length === 0) return new Map();
  const rows = await queryRows<{ target: string; created_at: Date | string }>(
    db,
    sql`select a.id as target, l.created_at
      from json_array_elements_text(${JSON.stringify(targetIds)}::json) as a(id)
      cross join lateral (
        select created_at from audit_log
        where target = a.id and action = ${action}
        order by created_at desc, id desc limit 1) as l`,
  );
  return new Map(rows.map((row) => [row.target, new Date(row.created_at)]));
}
