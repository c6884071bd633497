import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { outbox } from '../db/schema/deliveries';
import { isSkipped, type PlannedEffect } from './effects';
import type { GameCommandEffect } from './game-command-effects';
import type { WebhookEffect } from './webhook-effects';

/**
 * Queues Discord effects and game databases' writes. Call it inside the transaction of the change that causes
 * them: they are delivered only if that change commits, and never lost if it does.
 * Skipped effects (a bot setting missing) are recorded as such, not sent. Returns the rows'
 * ids in the order given.
 */
export async function enqueueEffects(
  db: Executor,
  effects: readonly PlannedEffect[],
  requestId: string | null = null,
  /** Held until then: a decision that can still be undone (docs/decisions/2026-11-28-undo-decision.md). */
  notBefore: Date | null = null,
): Promise<number[]> {
  if (effects.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      effects.map((planned) =>
        isSkipped(planned)
          ? {
              effect: planned.effect,
              requestId,
              status: 'skipped' as const,
              missingSetting: planned.missingSetting,
            }
          : { effect: planned, requestId, ...(notBefore ? { nextAttemptAt: notBefore } : {}) },
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/** A command for one game server, held until `notBefore` when given (an expiry). */
export interface QueuedGameCommand {
  serverId: number;
  effect: GameCommandEffect;
  notBefore?: Date | null;
}

/**
 * Queues commands for game servers to take (docs/decisions/2026-11-28-game-commands.md), in
 * the transaction of the purchase or refund that causes them. Returns the rows' ids.
 */
export async function enqueueGameCommands(
  db: Executor,
  commands: readonly QueuedGameCommand[],
  requestId: string | null = null,
): Promise<number[]> {
  if (commands.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      commands.map((command) => ({
        effect: command.effect,
        gameServerId: command.serverId,
        requestId,
        ...(command.notBefore ? { nextAttemptAt: command.notBefore } : {}),
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Queues one webhook delivery for `subscriptionId`, in the transaction of the change that causes
 * the event: the worker's webhook lane posts a subscription's deliveries one at a time, in the
 * order of their rows (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery").
 * The row has no request id: an undo withdraws a request's effects only while none was sent,
 * and a delivered webhook must not hold it (undoing is an event of its own). Returns the row's id.
 */
export async function enqueueWebhook(
  tx: Executor,
  subscriptionId: number,
  effect: WebhookEffect,
): Promise<number> {
  if (effect.subscriptionId !== subscriptionId) {
    throw new Error(
      `webhook effect for subscription ${effect.subscriptionId} queued for ${subscriptionId}`,
    );
  }
  const [row] = await tx
    .insert(outbox)
    .values({ effect, webhookSubscriptionId: subscriptionId })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Takes back the effects a request queued, before Discord saw them: each is discarded with
 * `reason`. Refused (`false`, nothing changed) once any of them was sent or is being sent.
 * The rows are locked first, so the worker cannot claim one while they are withdrawn.
 */
export async function withdrawEffects(
  tx: Executor,
  requestId: string,
  by: { id: string; name: string },
  reason: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number; status: string; attempts: number }>(
    tx,
    sql`select id, status, attempts from outbox where request_id = ${requestId} for update`,
  );
  const untouched = rows.every(
    (row) => (row.status === 'pending' && row.attempts === 0) || row.status === 'skipped',
  );
  if (!untouched) return false;
  await tx.execute(
    sql`update outbox set status = 'discarded', discarded_at = now(), discarded_by_id = ${by.id},
          discarded_by_name = ${by.name}, discard_reason = ${reason}, locked_until = null
        where request_id = ${requestId}`,
  );
  return true;
}
