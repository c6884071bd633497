import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botSettings } from '../../db/schema/system';

/** The bot's configured ids; a missing key means "not configured": its effect is skipped. */
export async function readBotSettings(db: Executor): Promise<Record<string, string>> {
  const [row] = await db.select().from(botSettings).where(eq(botSettings.id, 1)).limit(1);
  return row?.settings ?? {};
}
