import type { PurchaseState } from '@panel/contract/api/store';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { storePurchases } from '../../../db/schema/store';
import type { OutboxEffect } from '../../../outbox/effects';
import type { OutboxStatus } from '../../../db/schema/deliveries';

export type PurchaseRecord = typeof storePurchases.$inferSelect;

/** A purchase with what its answer needs: its delivery's outbox row and the member. */
export interface PurchaseRow {
  id: string;
  user_id: string;
  product_id: string | null;
  product_name: string;
  product_image: string | null;
  price: number;
  delivery: PurchaseRecord['delivery'];
  state: PurchaseState;
  code: string | null;
  delivery_note: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  delivered_by_name: string | null;
  refunded_at: Date | string | null;
  refunded_by_name: string | null;
  refund_reason: string | null;
  expires_at: Date | string | null;
  outbox_id: string | null;
  outbox_status: OutboxStatus | null;
  outbox_effect: OutboxEffect | null;
  last_error: string | null;
  failure_code: string | null;
  discord_code: number | null;
  attempts: number | null;
  outbox_delivered_at: Date | string | null;
  member_name: string;
  member_avatar: string | null;
}

/**
 * The state staff and the member see: a role purchase follows its delivery to Discord until it
 * is refunded (docs/decisions/2026-11-24-store.md); an in-game one's own state is kept by the
 * database from its commands (docs/decisions/2026-11-28-game-commands.md).
 */
export const shownState = sql`case
  when p.refunded_at is not null then 'refunded'
  when p.delivery = 'role' and o.status = 'delivered' then 'delivered'
  when p.delivery = 'role' and o.status in ('failed', 'discarded', 'skipped') then 'failed'
  when p.delivery = 'role' and o.status in ('pending', 'processing') then 'pending'
  else p.state end`;

/** The answer's columns, of a purchase `p` joined (`purchaseJoins`) to `o`, `u` and `m`. */
export const purchaseColumns = sql`
  select p.id::text, p.user_id, p.product_id::text, p.product_name, p.product_image, p.price,
    p.delivery, ${shownState} as state, p.code, p.delivery_note, p.created_at, p.delivered_at,
    p.delivered_by_name, p.refunded_at, p.refunded_by_name, p.refund_reason, p.expires_at,
    p.outbox_id::text, o.status as outbox_status, o.effect as outbox_effect, o.failure_code,
    o.discord_code, o.last_error,
    o.attempts, o.delivered_at as outbox_delivered_at,
    coalesce(m.nick, m.global_name, m.username, u.display_name, u.username, p.user_id) as member_name,
    coalesce(m.avatar_url, u.avatar_url) as member_avatar`;

export const purchaseJoins = sql`
  left join outbox o on o.id = p.outbox_id
  left join users u on u.id = p.user_id
  left join discord_members m on m.user_id = p.user_id`;

const selectRows = sql`${purchaseColumns} from store_purchases p ${purchaseJoins}`;

export async function findPurchaseRow(db: Executor, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await queryRows<PurchaseRow>(db, sql`${selectRows} where p.id = ${id}`);
  return row;
}

export function findMemberPurchases(
  db: Executor,
  userId: string,
  limit: number,
): Promise<PurchaseRow[]> {
  return queryRows<PurchaseRow>(
    db,
    sql`${selectRows} where p.user_id = ${userId} order by p.created_at desc, p.id desc limit ${limit}`,
  );
}

export async function findPurchaseByKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<PurchaseRecord | undefined> {
  const [row] = await db
    .select()
    .from(storePurchases)
    .where(and(eq(storePurchases.userId, userId), eq(storePurchases.idempotencyKey, key)));
  return row;
}

/** Purchases of the product by the member that were not refunded (the per-member limit). */
export async function countActivePurchases(
  db: Executor,
  userId: string,
  productId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.userId, userId),
        eq(storePurchases.productId, productId),
        isNull(storePurchases.refundedAt),
      ),
    );
  return row?.total ?? 0;
}

export async function insertPurchase(
  tx: Executor,
  values: typeof storePurchases.$inferInsert,
): Promise<PurchaseRecord> {
  const [row] = await tx.insert(storePurchases).values(values).returning();
  if (!row) throw new Error('purchase insert returned nothing');
  return row;
}

export async function updatePurchase(
  tx: Executor,
  id: number,
  values: Partial<typeof storePurchases.$inferInsert>,
): Promise<void> {
  await tx.update(storePurchases).set(values).where(eq(storePurchases.id, id));
}

/** The purchase row, locked until the transaction ends. */
export async function lockPurchase(tx: Executor, id: number): Promise<PurchaseRecord | undefined> {
  const [row] = await tx
    .select()
    .from(storePurchases)
    .where(eq(storePurchases.id, id))
    .for('update');
  return row;
}

/** Whether another purchase of the member that was not refunded gives the same role. */
export async function holdsRoleByAnotherPurchase(
  db: Executor,
  purchase: Pick<PurchaseRecord, 'id' | 'userId' | 'roleId'>,
): Promise<boolean> {
  if (purchase.roleId === null) return false;
  const [row] = await db
    .select({ id: storePurchases.id })
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.userId, purchase.userId),
        eq(storePurchases.roleId, purchase.roleId),
        ne(storePurchases.id, purchase.id),
        isNull(storePurchases.refundedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The purchase whose role the outbox row `outboxId` gives (`store_purchases_outbox`). */
export async function findRolePurchaseId(
  db: Executor,
  outboxId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: storePurchases.id })
    .from(storePurchases)
    .where(and(eq(storePurchases.outboxId, outboxId), eq(storePurchases.delivery, 'role')));
  return row?.id;
}

/** The purchase a game command grants, when it is one of a purchase's grant commands. */
export async function findGrantPurchaseId(
  db: Executor,
  commandId: number,
): Promise<number | undefined> {
  const [row] = await queryRows<{ purchase_id: string | null }>(
    db,
    sql`select effect->>'purchaseId' as purchase_id from outbox
      where id = ${commandId} and game_server_id is not null and effect->>'kind' = 'grant'`,
  );
  return row?.purchase_id ? Number(row.purchase_id) : undefined;
}
