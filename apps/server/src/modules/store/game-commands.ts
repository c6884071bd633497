import type { GameCommandKind } from '@panel/contract/api/store';
import type { Executor } from '../../db/client';
import type { GameCommandEffect } from '../../discord/effects';
import { enqueueGameCommands } from '../../discord/outbox';
import { findGameServerIds } from '../game-servers';

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
 * Queues the templates for each of the servers (the product's, or every server when it names
 * none; `serverIds` overrides them, a refund's), held until `notBefore` when given.
 */
export async function queueGameCommands(
  tx: Executor,
  input: {
    purchase: GameCommandPurchase;
    kind: GameCommandKind;
    templates: readonly string[];
    serverIds: readonly number[];
    notBefore?: Date | null;
    requestId: string | null;
  },
): Promise<number[]> {
  if (input.templates.length === 0 || input.serverIds.length === 0) return [];
  const { purchase } = input;
  const effect = (template: string): GameCommandEffect => ({
    type: 'game.command',
    kind: input.kind,
    template,
    userId: purchase.userId,
    memberName: purchase.memberName,
    purchaseId: purchase.id,
    productName: purchase.productName,
  });
  return enqueueGameCommands(
    tx,
    input.serverIds.flatMap((serverId) =>
      input.templates.map((template) => ({
        serverId,
        effect: effect(template),
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
