import { isBotSettingKey, type BotSettings } from '@panel/contract/api/bot-settings';
import type { Executor } from '../../../db/client';
import { findStoredBotSettings, saveStoredBotSettings } from '../repository';

/** The bot's configured ids; a missing key means "not configured": its effect is skipped. */
export async function readBotSettings(db: Executor): Promise<BotSettings> {
  const stored = await findStoredBotSettings(db);
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([key, value]) => isBotSettingKey(key) && typeof value === 'string',
    ),
  );
}

/** Replaces the whole configuration. */
export async function saveBotSettings(db: Executor, settings: BotSettings): Promise<void> {
  await saveStoredBotSettings(db, settings);
}
