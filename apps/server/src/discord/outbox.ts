import type { Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { isSkipped, type PlannedEffect } from './effects';

/**
 * Queues Discord effects. Call it inside the transaction of the change that causes
 * them: they are delivered only if that change commits, and never lost if it does.
 * Skipped effects (a bot setting missing) are recorded as such, not sent. Returns the rows'
 * ids in the order given.
 */
export async function enqueueEffects(
  db: Executor,
  effects: readonly PlannedEffect[],
  requestId: string | null = null,
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
          : { effect: planned, requestId },
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
