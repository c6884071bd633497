import { arrayContains, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { webhookSubscriptions } from '../../../db/schema/integrations';

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;

/** The subscriptions that want `eventType`, paused ones too: their deliveries wait in order. */
export async function subscribersOf(db: Executor, eventType: string): Promise<number[]> {
  const rows = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(arrayContains(webhookSubscriptions.events, [eventType]))
    .orderBy(asc(webhookSubscriptions.id));
  return rows.map((row) => row.id);
}

export function listSubscriptionRows(db: Executor): Promise<WebhookSubscriptionRow[]> {
  return db
    .select()
    .from(webhookSubscriptions)
    .orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id));
}

export async function findSubscriptionRow(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<WebhookSubscriptionRow | undefined> {
  const query = db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateSubscriptionRow(
  db: Executor,
  id: number,
  values: Partial<Pick<WebhookSubscriptionRow, 'url' | 'events' | 'pausedAt' | 'pauseReason'>>,
): Promise<WebhookSubscriptionRow | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set(values)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row;
}

export async function deleteSubscriptionRow(
  db: Executor,
  id: number,
): Promise<WebhookSubscriptionRow | undefined> {
  const [row] = await db
    .delete(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row;
}

/** How many of each subscription's deliveries wait (or are retried) and failed for good. */
export async function deliveryCounts(
  db: Executor,
): Promise<Map<number, { pending: number; failed: number }>> {
  const rows = await queryRows<{ id: string; pending: number; failed: number }>(
    db,
    sql`select webhook_subscription_id as id,
        count(*) filter (where status in ('pending', 'processing'))::int as pending,
        count(*) filter (where status = 'failed')::int as failed
      from outbox where webhook_subscription_id is not null
      group by webhook_subscription_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), { pending: row.pending, failed: row.failed }]));
}
