import type { WebhookEventData } from '@panel/contract/api/webhooks';
import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit';
import { queueWebhookEvents, webhookActor } from '../integrations';
import type { EntryRow } from './repository/entries';

// The blacklist's webhook events (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// events"), queued in the transaction of the change they tell.

function eventEntry(row: EntryRow): WebhookEventData<'blacklist.added'>['entry'] {
  return {
    id: String(row.id),
    type: row.type,
    target: row.target,
    reason: row.reason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Entries added, or active again (a lift undone), by `actor`. */
export function queueAdded(
  tx: Executor,
  rows: readonly EntryRow[],
  actor: AuditActor,
): Promise<void> {
  const addedBy = webhookActor(actor);
  return queueWebhookEvents(
    tx,
    'blacklist.added',
    rows.map((row) => ({ entry: eventEntry(row), addedBy })),
  );
}

/** Entries lifted by `actor` (the system when they expired), each with its removal's reason. */
export function queueLifted(
  tx: Executor,
  rows: readonly EntryRow[],
  actor: AuditActor,
): Promise<void> {
  const liftedBy = webhookActor(actor);
  return queueWebhookEvents(
    tx,
    'blacklist.lifted',
    rows.map((row) => ({ entry: eventEntry(row), reason: row.removedReason, liftedBy })),
  );
}
