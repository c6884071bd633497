import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { OutboxStatus } from '../db/schema/deliveries';
import type { EffectFailureCode, OutboxEffect } from './effects';

// The outbox's one state machine (docs/decisions/2026-12-03-one-outbox.md): pending → processing
// under a lease → delivered, failed, or pending again. The worker (Discord, game databases,
// webhooks) and the game servers (their commands) claim and settle through these statements
// only; no other file claims outbox rows.

export interface ClaimedEffect<Effect extends OutboxEffect = OutboxEffect> {
  id: number;
  effect: Effect;
  attempts: number;
}

/**
 * Whose rows a claim takes: one of the worker's three lanes (Discord's effects, the game
 * databases' writes, the webhook deliveries), or one game server's commands.
 */
export type ClaimScope =
  { worker: 'discord' | 'gameDatabase' | 'webhook' } | { gameServerId: number; due: SQL };

/**
 * A subscription's deliveries go out one at a time, in the order of their rows, across retries
 * and restarts: a row is taken only when no earlier row of its subscription is pending (waiting
 * for its next try), processing or failed (held for staff to retry or discard), and while its
 * subscription is not paused (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery").
 */
const webhookHead = sql`webhook_subscription_id is not null
  and not exists (select 1 from webhook_subscriptions s
    where s.id = outbox.webhook_subscription_id and s.paused_at is not null)
  and not exists (select 1 from outbox earlier
    where earlier.webhook_subscription_id = outbox.webhook_subscription_id
      and earlier.id < outbox.id
      and earlier.status in ('pending', 'processing', 'failed'))`;

function whoseRows(scope: ClaimScope): SQL {
  if (!('worker' in scope)) return sql`game_server_id = ${scope.gameServerId} and ${scope.due}`;
  if (scope.worker === 'webhook') return webhookHead;
  return sql`game_server_id is null and webhook_subscription_id is null
    and (effect->>'type' = 'gameDb.write') = ${scope.worker === 'gameDatabase'}`;
}

/**
 * Marks due rows `processing` for `leaseMs` and answers them, oldest first. A row whose lease
 * ran out (its taker died, or its answer was lost) is due again, under the same id. SKIP LOCKED
 * lets several takers share the table without taking a row twice.
 */
export async function claimEffects<Effect extends OutboxEffect>(
  db: Executor,
  scope: ClaimScope,
  options: { leaseMs: number; limit: number },
): Promise<ClaimedEffect<Effect>[]> {
  const whose = whoseRows(scope);
  const rows = await queryRows<{ id: string; effect: Effect; attempts: number }>(
    db,
    sql`
      update outbox set status = 'processing',
        locked_until = now() + (${options.leaseMs} * interval '1 millisecond')
      where id in (
        select id from outbox
        where ${whose}
          and ((status = 'pending' and next_attempt_at <= now())
            or (status = 'processing' and locked_until < now()))
        order by id
        limit ${options.limit}
        for update skip locked
      )
      returning id, effect, attempts`,
  );
  return rows
    .map((row) => ({ id: Number(row.id), effect: row.effect, attempts: row.attempts }))
    .sort((a, b) => a.id - b.id);
}

/** Which rows a settlement may change: by default only one still being processed. */
interface SettleGuard {
  /** Statuses the row may be in; a row settled meanwhile by someone else (discarded) stays. */
  from?: readonly OutboxStatus[];
}

const guard = (id: number, { from = ['processing'] }: SettleGuard) =>
  sql`id = ${id} and status in (${sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/**
 * Delivered: the failure of an earlier attempt is forgotten. `httpStatus`: a webhook receiver's
 * answer. `false` when the guard refused.
 */
export async function settleDelivered(
  tx: Executor,
  id: number,
  options: SettleGuard & { httpStatus?: number | null } = {},
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`
      update outbox set status = 'delivered', delivered_at = now(), attempts = attempts + 1,
        locked_until = null, last_error = null, failure_code = null, discord_code = null,
        failed_at = null, http_status = ${options.httpStatus ?? null}
      where ${guard(id, options)}
      returning id`,
  );
  return rows.length > 0;
}

export interface Failure {
  reason: string;
  code: EffectFailureCode;
  discordCode?: number | null;
  /** A webhook receiver's answer to the attempt, when it answered. */
  httpStatus?: number | null;
  /** The attempts counted so far; by default one more than before. */
  attempts?: number;
}

const attemptsOf = (failure: Failure) =>
  failure.attempts === undefined ? sql`attempts + 1` : sql`${failure.attempts}`;

/** Failed for good, for staff to retry or discard. `false` when the guard refused. */
export async function settleFailed(
  tx: Executor,
  id: number,
  failure: Failure,
  options: SettleGuard = {},
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`
      update outbox set status = 'failed', attempts = ${attemptsOf(failure)},
        last_error = ${failure.reason}, failure_code = ${failure.code},
        discord_code = ${failure.discordCode ?? null}, http_status = ${failure.httpStatus ?? null},
        failed_at = now(), locked_until = null
      where ${guard(id, options)}
      returning id`,
  );
  return rows.length > 0;
}

/**
 * Back to waiting for `delayMs`, saying why on the deliveries screen. With a `failure`, the
 * attempt counts and its code is kept (a retry); without, the row only waits (a value or a
 * player not there yet) and its attempts stay.
 */
export async function settleLater(
  tx: Executor,
  id: number,
  later: { delayMs: number; reason: string; failure?: Failure },
  options: SettleGuard = {},
): Promise<boolean> {
  const { failure } = later;
  const counted = failure
    ? sql`, attempts = ${attemptsOf(failure)}, failure_code = ${failure.code},
        discord_code = ${failure.discordCode ?? null}, http_status = ${failure.httpStatus ?? null}`
    : sql``;
  const rows = await queryRows(
    tx,
    sql`
      update outbox set status = 'pending', locked_until = null, last_error = ${later.reason}${counted},
        next_attempt_at = now() + (${later.delayMs} * interval '1 millisecond')
      where ${guard(id, options)}
      returning id`,
  );
  return rows.length > 0;
}

// A webhook subscription's record of its deliveries, kept in the transaction that settles each
// attempt (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery").

/** An attempt went through: the run of failures ends. */
export async function recordWebhookSuccess(tx: Executor, subscriptionId: number): Promise<void> {
  await tx.execute(
    sql`update webhook_subscriptions set consecutive_failures = 0, last_success_at = now()
        where id = ${subscriptionId}`,
  );
}

/** An attempt failed: one more in the run. */
export async function recordWebhookFailure(tx: Executor, subscriptionId: number): Promise<void> {
  await tx.execute(
    sql`update webhook_subscriptions
        set consecutive_failures = consecutive_failures + 1, last_failure_at = now()
        where id = ${subscriptionId}`,
  );
}

/**
 * Pauses the subscription with `reason` (Portuguese, shown to administradores): its deliveries
 * wait until it is resumed. `false` when it was paused already.
 */
export async function pauseWebhookSubscription(
  tx: Executor,
  subscriptionId: number,
  reason: string,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update webhook_subscriptions set paused_at = now(), pause_reason = ${reason}
        where id = ${subscriptionId} and paused_at is null
        returning id`,
  );
  return rows.length > 0;
}
