import type { Database } from '../src/db/client';
import { botSettings } from '../src/db/schema/bot-settings';

/** Replaces the bot's configured ids (the demo seed already wrote some). */
export async function setBotSettings(db: Database, settings: Record<string, string>) {
  await db
    .insert(botSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: botSettings.id, set: { settings } });
}
