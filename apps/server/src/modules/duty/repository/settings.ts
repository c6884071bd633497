import { defaultDutySettings, type DutySettings } from '@panel/contract/api/duty';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { dutySettings } from '../../../db/schema/duty';

const columns = {
  maxShiftHours: dutySettings.maxShiftHours,
  voiceChannelIds: dutySettings.voiceChannelIds,
};

/** The settings; the defaults until someone saves them. */
export async function findDutySettings(db: Executor): Promise<DutySettings> {
  const [row] = await db.select(columns).from(dutySettings).where(eq(dutySettings.id, 1));
  return row ?? defaultDutySettings;
}

/** The settings, their row locked until the transaction ends (made with the defaults if missing). */
export async function lockDutySettings(tx: Executor): Promise<DutySettings> {
  await tx.insert(dutySettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .select(columns)
    .from(dutySettings)
    .where(eq(dutySettings.id, 1))
    .for('update');
  return row ?? defaultDutySettings;
}

export async function saveDutySettings(tx: Executor, settings: DutySettings): Promise<void> {
  await tx
    .update(dutySettings)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(dutySettings.id, 1));
}
