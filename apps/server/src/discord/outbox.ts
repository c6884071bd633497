import type { Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import type { DiscordEffect } from './effects';

/**
 * Queues Discord effects. Call it inside the transaction of the change that causes
 * them: they are delivered only if that change commits, and never lost if it does.
 */
export async function enqueueEffects(
  db: Executor,
  effects: readonly DiscordEffect[],
  requestId: string | null = null,
): Promise<void> {
  if (effects.length === 0) return;
  await db.insert(outbox).values(effects.map((effect) => ({ effect, requestId })));
}
