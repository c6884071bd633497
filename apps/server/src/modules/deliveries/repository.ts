import type { DeliveryStatus, DeliveryType } from '@panel/contract/api/deliveries';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import type { OutboxStatus } from '../../db/schema/outbox';
import type { DiscordEffect } from '../../discord/effects';

/** An outbox row with the names the catalog knows for its member, role and channel. */
export interface DeliveryRow {
  id: string;
  effect: DiscordEffect;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | Date;
  created_at: string | Date;
  delivered_at: string | Date | null;
  last_error: string | null;
  failure_code: string | null;
  discord_code: number | null;
  missing_setting: string | null;
  discarded_at: string | Date | null;
  discarded_by_name: string | null;
  discard_reason: string | null;
  member_name: string | null;
  member_avatar: string | null;
  role_name: string | null;
  channel_name: string | null;
}

export interface DeliveryFilter {
  status?: DeliveryStatus | undefined;
  type?: DeliveryType | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

const selectRows = sql`
  select o.id::text as id, o.effect, o.status, o.attempts, o.next_attempt_at, o.created_at,
    o.delivered_at, o.last_error, o.failure_code, o.discord_code, o.missing_setting,
    o.discarded_at, o.discarded_by_name, o.discard_reason,
    coalesce(m.nick, m.global_name, m.username) as member_name, m.avatar_url as member_avatar,
    r.name as role_name, c.name as channel_name
  from outbox o
  left join discord_members m on m.user_id = o.effect->>'userId'
  left join discord_roles r on r.id = o.effect->>'roleId'
  left join discord_channels c on c.id = coalesce(o.effect->>'channelId', o.effect->>'parentId')`;

/** `pending` and `retrying` are both waiting rows, told apart by whether a try failed. */
function statusCondition(status: DeliveryStatus): SQL {
  switch (status) {
    case 'pending':
      return sql`o.status in ('pending', 'processing') and o.attempts = 0`;
    case 'retrying':
      return sql`o.status in ('pending', 'processing') and o.attempts > 0`;
    default:
      return sql`o.status = ${status}`;
  }
}

function filterCondition(filter: DeliveryFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.type) conditions.push(sql`o.effect->>'type' = ${filter.type}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql`(o.effect->>'userId' = ${search} or m.username ilike ${pattern}
      or m.global_name ilike ${pattern} or m.nick ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page, newest first, and the number of rows matching the filter. */
export async function findDeliveryPage(
  db: Executor,
  filter: DeliveryFilter,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, [count]] = await Promise.all([
    queryRows<DeliveryRow>(
      db,
      sql`${selectRows} where ${where} order by o.id desc
        limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from outbox o
        left join discord_members m on m.user_id = o.effect->>'userId' where ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findDelivery(db: Executor, id: number): Promise<DeliveryRow | null> {
  const [row] = await queryRows<DeliveryRow>(db, sql`${selectRows} where o.id = ${id}`);
  return row ?? null;
}

/** Deliveries that failed for good in the last 24 hours, as a scalar subquery. */
export const recentFailuresSql = sql`(select count(*)::int from outbox
  where status = 'failed' and failed_at > now() - interval '24 hours')`;

/** Deliveries that failed for good in the last 24 hours. */
export async function countRecentFailures(db: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select ${recentFailuresSql} as count`);
  return row?.count ?? 0;
}

/** The row, locked until the transaction ends; `null` when unknown. */
export async function lockDelivery(
  tx: Executor,
  id: number,
): Promise<{
  status: OutboxStatus;
  attempts: number;
  effect: DiscordEffect;
  missingSetting: string | null;
} | null> {
  const [row] = await queryRows<{
    status: OutboxStatus;
    attempts: number;
    effect: DiscordEffect;
    missing_setting: string | null;
  }>(
    tx,
    sql`select status, attempts, effect, missing_setting from outbox where id = ${id} for update`,
  );
  return row
    ? {
        status: row.status,
        attempts: row.attempts,
        effect: row.effect,
        missingSetting: row.missing_setting,
      }
    : null;
}

const requeued = sql`status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null,
  failed_at = null, missing_setting = null`;

/** Back in the queue for a fresh round of tries, with its effect completed when given. */
export async function requeueDelivery(
  tx: Executor,
  id: number,
  effect: DiscordEffect | null,
): Promise<void> {
  await tx.execute(
    effect
      ? sql`update outbox set ${requeued}, effect = ${JSON.stringify(effect)}::jsonb where id = ${id}`
      : sql`update outbox set ${requeued} where id = ${id}`,
  );
}

/** Every failed delivery of one type back in the queue; returns how many. */
export async function requeueFailedOfType(tx: Executor, type: DeliveryType): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update outbox set ${requeued}
      where status = 'failed' and effect->>'type' = ${type} returning id`,
  );
  return rows.length;
}

export async function discardDeliveryRow(
  tx: Executor,
  id: number,
  by: { id: string | null; name: string },
  reason: string,
): Promise<void> {
  await tx.execute(sql`update outbox set status = 'discarded', discarded_at = now(),
    discarded_by_id = ${by.id}, discarded_by_name = ${by.name}, discard_reason = ${reason},
    locked_until = null where id = ${id}`);
}
