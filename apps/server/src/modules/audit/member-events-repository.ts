import type { AuditActionType } from '@panel/contract/api/audit';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../db/member-events';

export interface AuditEventRow {
  micros: string;
  row_id: string;
  action_type: AuditActionType;
  action: string;
  actor_id: string | null;
  actor_name: string;
  details: string;
}

/**
 * The entries about the member (`target`, but for `hidden` actions) and by them (`actor_id`,
 * about anyone else: their own are on the other side) past the bound, newest first. Each side
 * walks its own index, `audit_log_target_created_at_idx` and `audit_log_actor_created_at_idx`,
 * for at most `limit` rows, so the cost follows the page, not the size of the log.
 */
export function findAuditEvents(
  db: Executor,
  query: MemberEventQuery,
  hidden: readonly string[],
): Promise<AuditEventRow[]> {
  const member = query.discordId;
  const bound = olderThan('audit', query.before, sql`created_at`, sql`id`);
  const shown: SQL =
    hidden.length === 0
      ? sql`true`
      : sql`action not in (${sql.join(
          hidden.map((action) => sql`${action}`),
          sql`, `,
        )})`;
  const side = (condition: SQL) =>
    sql`(select id, created_at, action_type, action, actor_id, actor_name, details from audit_log
      where ${condition} and ${bound}
      order by created_at desc, id desc
      limit ${query.limit})`;
  return queryRows<AuditEventRow>(
    db,
    sql`select ${eventMicros(sql`e.created_at`)} as micros, e.id::text as row_id, e.action_type,
        e.action, e.actor_id, e.actor_name, e.details
      from (
        ${side(sql`target = ${member} and ${shown}`)}
        union all
        ${side(sql`actor_id = ${member} and target is distinct from ${member}`)}
      ) e
      order by e.created_at desc, e.id desc
      limit ${query.limit}`,
  );
}
