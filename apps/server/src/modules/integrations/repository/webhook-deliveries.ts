import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { webhookSubscriptions } from '../../../db/schema/integrations';

/** What a delivery needs of its subscription. */
export interface WebhookTarget {
  url: string;
  /** `whsec_…`, sealed (`sealing.ts`). */
  secretSealed: string;
  pausedAt: Date | null;
}

export async function findWebhookTarget(
  db: Executor,
  subscriptionId: number,
): Promise<WebhookTarget | undefined> {
  const [row] = await db
    .select({
      url: webhookSubscriptions.url,
      secretSealed: webhookSubscriptions.secretSealed,
      pausedAt: webhookSubscriptions.pausedAt,
    })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, subscriptionId));
  return row;
}

/** A subscription, its secret already sealed; answers its id. */
export async function insertWebhookSubscription(
  db: Executor,
  values: {
    name: string;
    url: string;
    events: string[];
    secretSealed: string;
    createdById?: string | null;
    createdByName: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values(values)
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('webhook subscription insert returned no row');
  return row.id;
}
