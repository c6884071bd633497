import { createOutboxWorker, type OutboxHooks } from '../src/outbox/worker';
import type { TestApp } from './test-app';

/**
 * Delivers every due effect, and those its hooks queue (a ticket's channel queues its DM), until
 * none is left, as the worker does.
 */
export async function settleOutbox(
  t: Pick<TestApp, 'database' | 'discord' | 'app'>,
  hooks: OutboxHooks = {},
): Promise<void> {
  const worker = createOutboxWorker(t.database.db, t.discord.port, t.app.log, {}, hooks);
  while ((await worker.runOnce()) > 0);
}
