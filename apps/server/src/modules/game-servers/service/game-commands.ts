import { fillCommand } from '@panel/contract/api/game-commands';
import {
  type GameCommandAckAnswer,
  type GameCommandAckBody,
  type GameCommandsAnswer,
} from '@panel/contract/api/game-servers';
import type { Database, Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import {
  claimGameCommands,
  holdGameCommand,
  settleGameCommand,
} from '../../../outbox/game-commands';
import { findPassports } from '../repository/databases';
import { findPresence, markReady } from '../repository/presence';
import type { GameServerRow } from '../repository/servers';

// The store's commands a game server runs (docs/decisions/2026-11-28-game-commands.md).

/** How often the game server asks for commands. */
export const commandsCheckMs = 5_000;
/** A command given and not acknowledged within this is given again (same id). */
export const commandLeaseMs = 60_000;
/** At most this many commands in one answer. */
const commandsPerAnswer = 50;
/** A command naming a value not known yet waits this long before it is tried again. */
const heldMs = 60_000;

/**
 * The server's commands due now: those for members online there (once the product's wait
 * after their character loaded has passed), their placeholders filled in from the player as
 * the last report placed them, and those run with the player offline. A command naming a
 * value not known yet (the passport) waits, saying so on the deliveries screen.
 */
export async function takeGameCommands(
  db: Database,
  server: GameServerRow,
): Promise<GameCommandsAnswer> {
  const online = new Map(
    (await findPresence(db, server.id)).map((member) => [member.discordId, member]),
  );
  const claimed = await claimGameCommands(db, server.id, [...online.values()], {
    leaseMs: commandLeaseMs,
    limit: commandsPerAnswer,
  });
  const passports = await findPassports(db, server.id, [
    ...new Set(claimed.map(({ effect }) => effect.userId)),
  ]);
  const commands: GameCommandsAnswer['commands'] = [];
  for (const { id, effect } of claimed) {
    // An offline command names no one on the server (it cannot use `{source}`).
    const player = effect.offline ? null : online.get(effect.userId);
    const command =
      player !== undefined &&
      fillCommand(effect.template, {
        discordId: effect.userId,
        name: effect.memberName,
        purchaseId: effect.purchaseId,
        source: player?.source ?? null,
        license: player?.license ?? null,
        passport: passports.get(effect.userId) ?? null,
      });
    if (player === undefined || !command) {
      await holdGameCommand(
        db,
        id,
        'O comando usa um valor que o painel ainda não conhece deste jogador (passaporte ou licença).',
        heldMs,
      );
      continue;
    }
    commands.push({
      id: String(id),
      command,
      source: player?.source ?? null,
      identifier: player?.identifier ?? null,
      discordId: effect.userId,
      purchaseId: String(effect.purchaseId),
    });
  }
  return { commands, nextCheckMs: commandsCheckMs };
}

/** How far a reported readiness may differ from the one kept before it counts as new. */
const readinessSlackMs = 5_000;

/**
 * Keeps, for each member online on the server, since when their character is loaded as the
 * report says (`readyForMs` ago): the commands that wait for the character count from it.
 */
export async function recordReadiness(
  db: Database,
  serverId: number,
  players: readonly { source: number; readyForMs?: number | undefined }[],
): Promise<void> {
  await markReady(db, serverId, players, readinessSlackMs);
}

/**
 * Told, in the acknowledgement's transaction, that a command ran (`done`, the first time): the
 * store queues `purchase.delivered` when it was its purchase's last. Given by the app:
 * game-servers imports no store (the store imports game-servers).
 */
export type GameCommandRan = (tx: Executor, commandId: number) => Promise<void>;

/** Records what the game server said of one of its commands (`settleGameCommand`). */
export async function ackGameCommand(
  db: Database,
  server: GameServerRow,
  id: number,
  body: GameCommandAckBody,
  commandRan?: GameCommandRan,
): Promise<GameCommandAckAnswer> {
  const settled = await db.transaction(async (tx) => {
    const outcome = await settleGameCommand(
      tx,
      server.id,
      id,
      body.outcome,
      body.message?.trim() || null,
    );
    if (outcome?.changed && outcome.status === 'delivered') await commandRan?.(tx, id);
    return outcome;
  });
  if (settled === null) throw notFound('Comando não encontrado para este servidor.');
  const { status } = settled;
  // Being run or waiting again: both wait for the game server.
  const waiting = status === 'processing' || status === 'skipped';
  return { status: waiting ? 'pending' : status };
}
