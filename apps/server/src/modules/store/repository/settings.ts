import { defaultPointsPerMinute } from '@panel/contract/api/store';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { storeSettings } from '../../../db/schema/store';

/** Points per counted minute in voice (the row exists from the migration; the default if not). */
export async function findPointsPerMinute(db: Executor): Promise<number> {
  const [row] = await db
    .select({ pointsPerMinute: storeSettings.pointsPerMinute })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row?.pointsPerMinute ?? defaultPointsPerMinute;
}

/** Sets the rate; returns the rate it replaced (locked, so two saves do not cross). */
export async function savePointsPerMinute(tx: Executor, pointsPerMinute: number): Promise<number> {
  const [before] = await tx
    .select({ pointsPerMinute: storeSettings.pointsPerMinute })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1))
    .for('update');
  await tx
    .insert(storeSettings)
    .values({ id: 1, pointsPerMinute })
    .onConflictDoUpdate({
      target: storeSettings.id,
      set: { pointsPerMinute, updatedAt: sql`now()` },
    });
  return before?.pointsPerMinute ?? defaultPointsPerMinute;
}
