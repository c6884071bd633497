import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { discordMembers, discordRoles } from '../../../db/schema/discord';
import { storeProducts } from '../../../db/schema/store';
import type { ProductRow } from './products';

/**
 * Takes one from a limited stock, in one conditional UPDATE: `false` when none is left (two
 * buyers of the last one: the second finds zero once the first commits). Unlimited: `true`.
 */
export async function takeStock(tx: Executor, product: ProductRow): Promise<boolean> {
  if (product.stock === null) return true;
  const rows = await tx
    .update(storeProducts)
    .set({ stock: sql`${storeProducts.stock} - 1` })
    .where(and(eq(storeProducts.id, product.id), gt(storeProducts.stock, 0)))
    .returning({ id: storeProducts.id });
  return rows.length > 0;
}

/** A refunded purchase's unit back in a limited stock (an unlimited one stays unlimited). */
export async function returnStock(tx: Executor, productId: number): Promise<void> {
  await tx
    .update(storeProducts)
    .set({ stock: sql`${storeProducts.stock} + 1` })
    .where(and(eq(storeProducts.id, productId), isNotNull(storeProducts.stock)));
}

/** Whether the guild catalog has the member holding the role now. */
export async function memberHasRole(
  db: Executor,
  userId: string,
  roleId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: discordMembers.userId })
    .from(discordMembers)
    .where(
      and(
        eq(discordMembers.userId, userId),
        eq(discordMembers.inGuild, true),
        sql`${roleId} = any(${discordMembers.roleIds})`,
      ),
    );
  return row !== undefined;
}

export async function findRoleName(db: Executor, roleId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: discordRoles.name })
    .from(discordRoles)
    .where(eq(discordRoles.id, roleId));
  return row?.name ?? null;
}
