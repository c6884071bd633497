import type { DeliveryStatus, DeliveryType } from '@panel/contract/api/deliveries';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import type { FoundPage, PageRange } from '../../db/list-page';
import type { OutboxStatus } from '../../db/schema/deliveries';
import type { OutboxEffect } from '../../outbox/effects';
import { lostTargetCodes } from './lost-targets';

/** An outbox row with the names the catalog knows for its member, role and channel. */
export interface DeliveryRow {
  id: string;
  effect: OutboxEffect;
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
  game_server_name: string | null;
  webhook_name: string | null;
  http_status: number | null;
}

export interface DeliveryFilter {
  status?: DeliveryStatus | undefined;
  type?: DeliveryType | undefined;
  search?: string | undefined;
}

export interface DeliveryPageFilter extends DeliveryFilter {
  page: number;
  limit: number;
}

const selectRows = sql`
  select o.id::text as id, o.effect, o.status, o.attempts, o.next_attempt_at, o.created_at,
    o.delivered_at, o.last_error, o.failure_code, o.discord_code, o.missing_setting,
    o.discarded_at, o.discarded_by_name, o.discard_reason, o.http_status,
    coalesce(m.nick, m.global_name, m.username) as member_name, m.avatar_url as member_avatar,
    r.name as role_name, c.name as channel_name, g.name as game_server_name,
    w.name as webhook_name
  from outbox o
  left join discord_members m on m.user_id = o.effect->>'userId'
  left join discord_roles r on r.id = o.effect->>'roleId'
  left join discord_channels c on c.id = coalesce(o.effect->>'channelId', o.effect->>'parentId')
  left join game_servers g
    on g.id = coalesce(o.game_server_id, (o.effect->>'serverId')::bigint)
  left join webhook_subscriptions w on w.id = o.webhook_subscription_id`;

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

/**
 * A new try can succeed: failed, but not for a target Discord no longer has; or skipped for a
 * setting that is now configured (`configured`: the keys of the bot settings that have an id).
 */
export function retryableCondition(configured: readonly string[]): SQL {
  const lost = sql.join(
    lostTargetCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const skippedReady =
    configured.length > 0
      ? sql`(o.status = 'skipped' and o.missing_setting in (${sql.join(
          configured.map((key) => sql`${key}`),
          sql`, `,
        )}))`
      : sql`false`;
  return sql`((o.status = 'failed' and (o.discord_code is null or o.discord_code not in (${lost})))
    or ${skippedReady})`;
}

/** Staff may drop it: failed, skipped, or waiting for a new try (not while being sent). */
export const discardableCondition = sql`(o.status in ('failed', 'skipped')
  or (o.status = 'pending' and o.attempts > 0))`;

const fromOutbox = sql`from outbox o left join discord_members m on m.user_id = o.effect->>'userId'`;

/**
 * One page, newest first, the number of rows matching the filter, and how many of them a
 * retry or a discard of all would act on.
 */
export async function findDeliveryPage(
  db: Executor,
  filter: DeliveryFilter,
  configured: readonly string[],
  { offset, limit }: PageRange,
): Promise<FoundPage<DeliveryRow, { retryable: number; discardable: number }>> {
  const where = filterCondition(filter);
  const [rows, [count]] = await Promise.all([
    queryRows<DeliveryRow>(
      db,
      sql`${selectRows} where ${where} order by o.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number; retryable: number; discardable: number }>(
      db,
      sql`select count(*)::int as total,
          (count(*) filter (where ${retryableCondition(configured)}))::int as retryable,
          (count(*) filter (where ${discardableCondition}))::int as discardable
        ${fromOutbox} where ${where}`,
    ),
  ]);
  return {
    rows,
    total: count?.total ?? 0,
    extra: { retryable: count?.retryable ?? 0, discardable: count?.discardable ?? 0 },
  };
}

export interface LockedDelivery {
  id: string;
  status: OutboxStatus;
  effect: OutboxEffect;
  missing_setting: string | null;
}

/**
 * The rows matching the filter and `condition`, locked until the transaction ends, oldest
 * first. A row another transaction changed meanwhile is checked again once it is free: a
 * concurrent "retry all" that already queued it leaves it out here.
 */
export function lockMatchingDeliveries(
  tx: Executor,
  filter: DeliveryFilter,
  condition: SQL,
): Promise<LockedDelivery[]> {
  return queryRows<LockedDelivery>(
    tx,
    sql`select o.id::text as id, o.status, o.effect, o.missing_setting ${fromOutbox}
      where ${filterCondition(filter)} and ${condition} order by o.id for update of o`,
  );
}

/** Ids as one parameter, however many there are. */
const idList = (ids: readonly string[]) =>
  sql`any(string_to_array(${ids.join(',')}, ',')::bigint[])`;

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

export interface LockedRow {
  status: OutboxStatus;
  attempts: number;
  effect: OutboxEffect;
  missingSetting: string | null;
  failureCode: string | null;
  discordCode: number | null;
}

/** The row, locked until the transaction ends; `null` when unknown. */
export async function lockDelivery(tx: Executor, id: number): Promise<LockedRow | null> {
  const [row] = await queryRows<{
    status: OutboxStatus;
    attempts: number;
    effect: OutboxEffect;
    missing_setting: string | null;
    failure_code: string | null;
    discord_code: number | null;
  }>(
    tx,
    sql`select status, attempts, effect, missing_setting, failure_code, discord_code
      from outbox where id = ${id} for update`,
  );
  return row
    ? {
        status: row.status,
        attempts: row.attempts,
        effect: row.effect,
        missingSetting: row.missing_setting,
        failureCode: row.failure_code,
        discordCode: row.discord_code,
      }
    : null;
}

// A skipped effect of a decision still held for "Desfazer" keeps its hold.
const requeued = sql`status = 'pending', attempts = 0,
  next_attempt_at = greatest(next_attempt_at, now()), locked_until = null,
  failed_at = null, missing_setting = null`;

/** Back in the queue for a fresh round of tries, with its effect completed when given. */
export async function requeueDelivery(
  tx: Executor,
  id: number,
  effect: OutboxEffect | null,
): Promise<void> {
  await tx.execute(
    effect
      ? sql`update outbox set ${requeued}, effect = ${JSON.stringify(effect)}::jsonb where id = ${id}`
      : sql`update outbox set ${requeued} where id = ${id}`,
  );
}

/**
 * A resumed webhook's deliveries that failed for good, back in the queue in their order: the
 * oldest goes first and holds the others until it is delivered (docs/decisions/2026-12-05-integrations.md).
 */
export async function requeueFailedWebhooks(tx: Executor, subscriptionId: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update outbox set ${requeued}
      where webhook_subscription_id = ${subscriptionId} and status = 'failed'
      returning id`,
  );
  return rows.length;
}

/** These rows back in the queue for a fresh round of tries, as they are. */
export async function requeueDeliveries(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update outbox set ${requeued} where id = ${idList(ids)}`);
}

const discardedBy = (by: { id: string | null; name: string }, reason: string) =>
  sql`status = 'discarded', discarded_at = now(), discarded_by_id = ${by.id},
    discarded_by_name = ${by.name}, discard_reason = ${reason}, locked_until = null`;

export async function discardDeliveryRow(
  tx: Executor,
  id: number,
  by: { id: string | null; name: string },
  reason: string,
): Promise<void> {
  await tx.execute(sql`update outbox set ${discardedBy(by, reason)} where id = ${id}`);
}

export async function discardDeliveryRows(
  tx: Executor,
  ids: readonly string[],
  by: { id: string | null; name: string },
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update outbox set ${discardedBy(by, reason)} where id = ${idList(ids)}`);
}

/** The deliveries one request queued (a decision's effects), oldest first. */
export function findDeliveriesOfRequest(db: Executor, requestId: string): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`${selectRows} where o.request_id = ${requestId} order by o.id`,
  );
}

/** How far back a staff member is told of the deliveries of theirs that failed. */
export const ownFailuresDays = 7;

/**
 * Deliveries that failed for good in the last days, queued by a request `actorId` made: the
 * audit entry of the change and its effects share the request id and the transaction's time.
 * The failure index picks the few failed rows; the actor index answers each.
 */
const ownFailures = (actorId: string) => sql`o.status = 'failed'
  and o.failed_at > now() - make_interval(days => ${ownFailuresDays})
  and exists (select 1 from audit_log a
    where a.actor_id = ${actorId} and a.request_id = o.request_id
      and a.created_at between o.created_at - interval '1 minute'
        and o.created_at + interval '1 minute')`;

export async function findOwnFailures(
  db: Executor,
  actorId: string,
  limit: number,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    queryRows<DeliveryRow>(
      db,
      sql`${selectRows} where ${ownFailures(actorId)} order by o.failed_at desc, o.id desc
        limit ${limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from outbox o where ${ownFailures(actorId)}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
