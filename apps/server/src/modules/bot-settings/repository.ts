import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botSettings } from '../../db/schema/system';

/** The stored settings row's map, as saved; `{}` before anything was saved. */
export async function findStoredBotSettings(db: Executor): Promise<Record<string, string>> {
  const [row] = await db.select().from(botSettings).where(eq(botSettings.id, 1)).limit(1);
  return row?.settings ?? {};
}

export async function saveStoredBotSettings(
  db: Executor,
  settings: Record<string, string>,
): Promise<void> {
  await db
    .insert(botSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: botSettings.id, set: { settings } });
}
