import type { GameCommandKind, StoreGameCommand } from '@panel/contract/api/store';
import type { Executor } from '../../../db/client';
import type { GameCommandEffect } from '../../../outbox/game-command-effects';
import { enqueueGameCommands } from '../../../outbox/enqueue';
import { findGameServerIds } from '../../game-servers';

// An in-game product's commands as outbox rows for game servers
// (docs/decisions/2026-11-28-game-commands.md).

const dayMs = 24 * 60 * 60_000;

export interface GameCommandPurchase {
  id: number;
  userId: string;
  memberName: string;
  productName: string;
}

/**
 * Queues the commands for each of the servers (the product's, or every server when it names
 * none; `serverIds` overrides them, a refund's), held until `notBefore` when given. Those for
 * the player online wait `delaySeconds` after their character loaded; offline ones never wait.
 */
export async function queueGameCommands(
  tx: Executor,
  input: {
    purchase: GameCommandPurchase;
    kind: GameCommandKind;
    commands: readonly StoreGameCommand[];
    delaySeconds: number;
    serverIds: readonly number[];
    notBefore?: Date | null;
    requestId: string | null;
  },
): Promise<number[]> {
  if (input.commands.length === 0 || input.serverIds.length === 0) return [];
  const { purchase } = input;
  const effect = (command: StoreGameCommand): GameCommandEffect => ({
    type: 'game.command',
    kind: input.kind,
    template: command.command,
    ...(command.offline
      ? { offline: true }
      : input.delaySeconds > 0 && { delaySeconds: input.delaySeconds }),
    userId: purchase.userId,
    memberName: purchase.memberName,
    purchaseId: purchase.id,
    productName: purchase.productName,
  });
  return enqueueGameCommands(
    tx,
    input.serverIds.flatMap((serverId) =>
      input.commands.map((command) => ({
        serverId,
        effect: effect(command),
        notBefore: input.notBefore ?? null,
      })),
    ),
    input.requestId,
  );
}

/** The servers an in-game product runs on: those it names that still exist, or all of them. */
export function productServers(
  tx: Executor,
  product: { gameServerIds: readonly number[] },
): Promise<number[]> {
  return findGameServerIds(
    tx,
    product.gameServerIds.length > 0 ? product.gameServerIds : undefined,
  );
}

/** When a product of `durationDays` bought at `now` ends. */
export function expiryOf(now: Date, durationDays: number | null): Date | null {
  return durationDays === null ? null : new Date(now.getTime() + durationDays * dayMs);
}
