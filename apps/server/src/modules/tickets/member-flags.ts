import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberFlags } from '../../db/schema/tokens';

export type MemberFlags = typeof memberFlags.$inferSelect;

export async function readMemberFlags(db: Executor, userId: string): Promise<MemberFlags | null> {
  const [row] = await db.select().from(memberFlags).where(eq(memberFlags.userId, userId));
  return row ?? null;
}

async function setFlags(
  db: Executor,
  userId: string,
  values: Partial<Omit<MemberFlags, 'userId'>>,
): Promise<void> {
  await db
    .insert(memberFlags)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberFlags.userId, set: values });
}

/** Stops the member from redeeming codes until staff unlock them (review_token ticket). */
export const blockRedemption = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { redeemBlockedAt: now });

/** Lifts the block; failures before now stop counting towards a new one. */
export const liftRedemptionBlock = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { redeemBlockedAt: null, redeemUnblockedAt: now });

/** Rejections decided before this moment no longer hold back a new application. */
export const liftReapplyCooldown = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { cooldownLiftedAt: now });
