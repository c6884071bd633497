import type { GameCommandKind, GameCommandOutcome } from '@panel/contract/api/store';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { OutboxStatus } from '../db/schema/deliveries';
import type { GameCommandEffect, GameCommandFailureCode } from './game-command-effects';
import { claimEffects, settleDelivered, settleFailed, settleLater } from './lease';

// The outbox rows game servers take themselves: store purchases' commands
// (docs/decisions/2026-11-28-game-commands.md). The worker never claims them
// (`game_server_id is not null`); a game server claims its own, for the players online, through
// the same lease and settlements as the worker (`lease.ts`).

const gameFailed: GameCommandFailureCode = 'game_failed';

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
  const due = sql`(effect->>'offline' = 'true' or exists (
      select 1 from unnest(${list(ids)}, ${list(readyAt)}) as p(discord_id, ready_at)
      where p.discord_id = outbox.effect->>'userId'
        and (coalesce((outbox.effect->>'delaySeconds')::int, 0) = 0
          or nullif(p.ready_at, '')::timestamptz
            + (outbox.effect->>'delaySeconds')::int * interval '1 second' <= now())))`;
  const claimed = await claimEffects<GameCommandEffect>(
    db,
    { gameServerId: serverId, due },
    options,
  );
  return claimed.map(({ id, effect }) => ({ id, effect }));
}

/** A claimed command that cannot be run yet (a value it names is unknown): back to waiting. */
export async function holdGameCommand(
  db: Executor,
  id: number,
  reason: string,
  delayMs: number,
): Promise<void> {
  await settleLater(db, id, { delayMs, reason });
}

/** How long a command whose player had left waits before it is given again. */
const offlinePauseMs = 10_000;

/**
 * Records what the game server said of one of its commands: `done` delivers it, `failed` fails
 * it with the game's message (staff retry it from the deliveries), `offline` puts it back to
 * wait for the player. A command already settled (an acknowledgement sent twice, or discarded
 * by staff meanwhile) keeps its state (`changed` false). `null`: not a command of this server.
 */
export async function settleGameCommand(
  tx: Executor,
  serverId: number,
  id: number,
  outcome: GameCommandOutcome,
  message: string | null,
): Promise<{ status: OutboxStatus; changed: boolean } | null> {
  const [row] = await queryRows<{ status: OutboxStatus }>(
    tx,
    sql`select status from outbox where id = ${id} and game_server_id = ${serverId} for update`,
  );
  if (!row) return null;
  // Given again after its lease ran out, it is still the game server's to settle.
  const from = ['processing', 'pending'] as const;
  if (!(from as readonly OutboxStatus[]).includes(row.status)) {
    return { status: row.status, changed: false };
  }
  if (outcome === 'done') {
    await settleDelivered(tx, id, { from });
    return { status: 'delivered', changed: true };
  }
  if (outcome === 'failed') {
    const reason = message ?? 'O servidor de jogo não informou o motivo.';
    await settleFailed(tx, id, { reason, code: gameFailed }, { from });
    return { status: 'failed', changed: true };
  }
  await settleLater(
    tx,
    id,
    {
      delayMs: offlinePauseMs,
      reason: 'O jogador saiu do servidor antes do comando; ele roda na próxima conexão.',
    },
    { from },
  );
  return { status: 'pending', changed: true };
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
