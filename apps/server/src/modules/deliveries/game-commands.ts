import type { GameCommandKind, GameCommandOutcome } from '@panel/contract/api/store';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { OutboxStatus } from '../../db/schema/deliveries';
import type { GameCommandEffect } from '../../discord/effects';

// The outbox rows game servers take themselves: store purchases' commands
// (docs/decisions/2026-11-28-game-commands.md). The worker never claims them
// (`game_server_id is not null`); a game server claims its own, for the players online.

export interface ClaimedGameCommand {
  id: number;
  effect: GameCommandEffect;
}

/** A member online on the server, and since when their character is loaded (null: not yet). */
export interface OnlineBuyer {
  discordId: string;
  readyAt: Date | null;
}

/** Values as one parameter, however many there are (none holds the separator). */
const list = (values: readonly string[]) =>
  sql`string_to_array(${values.join('\u001f')}, E'\\x1f')`;

/**
 * The server's commands due now, oldest first, marked as being run until `leaseMs` from now:
 * unacknowledged by then (the answer or the acknowledgement was lost), they are given again
 * under the same id. Due: an offline command at once; another once its member is online,
 * and its `delaySeconds` after their character loaded. Two polls at once never take the same row.
 */
export async function claimGameCommands(
  db: Executor,
  serverId: number,
  online: readonly OnlineBuyer[],
  options: { leaseMs: number; limit: number },
): Promise<ClaimedGameCommand[]> {
  const ids = online.map((member) => member.discordId);
  const readyAt = online.map((member) => member.readyAt?.toISOString() ?? '');
  const rows = await queryRows<{ id: string; effect: GameCommandEffect }>(
    db,
    sql`update outbox set status = 'processing',
        locked_until = now() + (${options.leaseMs} * interval '1 millisecond')
      where id in (
        select id from outbox
        where game_server_id = ${serverId}
          and ((status = 'pending' and next_attempt_at <= now())
            or (status = 'processing' and locked_until < now()))
          and (effect->>'offline' = 'true' or exists (
            select 1 from unnest(${list(ids)}, ${list(readyAt)}) as p(discord_id, ready_at)
            where p.discord_id = outbox.effect->>'userId'
              and (coalesce((outbox.effect->>'delaySeconds')::int, 0) = 0
                or nullif(p.ready_at, '')::timestamptz
                  + (outbox.effect->>'delaySeconds')::int * interval '1 second' <= now())))
        order by id
        limit ${options.limit}
        for update skip locked
      )
      returning id, effect`,
  );
  return rows
    .map((row) => ({ id: Number(row.id), effect: row.effect }))
    .sort((a, b) => a.id - b.id);
}

/** A claimed command that cannot be run yet (a value it names is unknown): back to waiting. */
export async function holdGameCommand(
  db: Executor,
  id: number,
  reason: string,
  delayMs: number,
): Promise<void> {
  await db.execute(
    sql`update outbox set status = 'pending', locked_until = null, last_error = ${reason},
        next_attempt_at = now() + (${delayMs} * interval '1 millisecond')
      where id = ${id} and status = 'processing'`,
  );
}

/** How long a command whose player had left waits before it is given again. */
const offlinePauseMs = 10_000;

/**
 * Records what the game server said of one of its commands: `done` delivers it, `failed` fails
 * it with the game's message (staff retry it from the deliveries), `offline` puts it back to
 * wait for the player. A command already settled (an acknowledgement sent twice, or discarded
 * by staff meanwhile) keeps its state. `null`: not a command of this server.
 */
export async function settleGameCommand(
  tx: Executor,
  serverId: number,
  id: number,
  outcome: GameCommandOutcome,
  message: string | null,
): Promise<OutboxStatus | null> {
  const [row] = await queryRows<{ status: OutboxStatus }>(
    tx,
    sql`select status from outbox where id = ${id} and game_server_id = ${serverId} for update`,
  );
  if (!row) return null;
  if (row.status !== 'processing' && row.status !== 'pending') return row.status;
  const [settled] = await queryRows<{ status: OutboxStatus }>(
    tx,
    outcome === 'done'
      ? sql`update outbox set status = 'delivered', delivered_at = now(), attempts = attempts + 1,
            locked_until = null, last_error = null, failure_code = null
          where id = ${id} returning status`
      : outcome === 'failed'
        ? sql`update outbox set status = 'failed', failed_at = now(), attempts = attempts + 1,
              locked_until = null, failure_code = 'game_failed',
              last_error = ${message ?? 'O servidor de jogo não informou o motivo.'}
            where id = ${id} returning status`
        : sql`update outbox set status = 'pending', locked_until = null,
              last_error = 'O jogador saiu do servidor antes do comando; ele roda na próxima entrada.',
              next_attempt_at = now() + (${offlinePauseMs} * interval '1 millisecond')
            where id = ${id} returning status`,
  );
  return settled?.status ?? row.status;
}

export interface PurchaseCommand {
  id: number;
  status: OutboxStatus;
  kind: GameCommandKind;
  serverId: number;
}

/** A purchase's commands, locked until the transaction ends (a refund decides on them). */
export async function lockPurchaseCommands(
  tx: Executor,
  purchaseId: number,
): Promise<PurchaseCommand[]> {
  const rows = await queryRows<{
    id: string;
    status: OutboxStatus;
    kind: GameCommandKind;
    server_id: string;
  }>(
    tx,
    sql`select id, status, effect->>'kind' as kind, game_server_id as server_id from outbox
      where game_server_id is not null and effect->>'purchaseId' = ${String(purchaseId)}
      order by id for update`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    kind: row.kind,
    serverId: Number(row.server_id),
  }));
}
