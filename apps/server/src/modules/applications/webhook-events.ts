import type { WebhookEventData } from '@panel/contract/api/webhooks';
import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit';
import { queueWebhookEvent, webhookActor } from '../integrations';
import type { Decision } from './discord-effects';
import type { ApplicationRow } from './present';

// The applications' webhook events (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// events"), queued in the transaction of the change they tell.

type EventApplication = WebhookEventData<'application.submitted'>['application'];

/** The application as an event shows it, with the status the event gives it. */
function eventApplication(row: ApplicationRow, status: EventApplication['status']) {
  return {
    id: String(row.id),
    form: row.form,
    status,
    member: { discordId: row.userId, name: row.username },
    createdAt: row.createdAt.toISOString(),
  } satisfies EventApplication;
}

/** A member sent a whitelist, an inscrição or an appeal: pending, before any triage decides. */
export function queueSubmitted(tx: Executor, row: ApplicationRow, at: Date): Promise<void> {
  return queueWebhookEvent(
    tx,
    'application.submitted',
    { application: eventApplication(row, 'pending') },
    at,
  );
}

/** A decision (`decideInTransaction`); an appeal's is also `appeal.decided`. */
export async function queueDecided(
  tx: Executor,
  row: ApplicationRow,
  decision: Decision,
  actor: AuditActor,
  at: Date,
): Promise<void> {
  const data = {
    application: eventApplication(row, decision === 'approve' ? 'approved' : 'rejected'),
    decision: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
    reason: row.decisionReason,
    decidedBy: webhookActor(actor),
  };
  await queueWebhookEvent(tx, 'application.decided', data, at);
  if (row.form === 'appeal') await queueWebhookEvent(tx, 'appeal.decided', data, at);
}

/** A decision undone: the entry is back in the queue. */
export function queueUndone(tx: Executor, row: ApplicationRow, actor: AuditActor): Promise<void> {
  return queueWebhookEvent(tx, 'application.undone', {
    application: eventApplication(row, 'pending'),
    undoneBy: webhookActor(actor),
  });
}
