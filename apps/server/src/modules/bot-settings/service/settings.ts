import type { BotSettings } from '@panel/contract/api/bot-settings';
import type { Executor } from '../../../db/client';
import { findStoredBotSettings, saveStoredBotSettings } from '../repository';

/**
 * The bot's configured ids; a missing key means "not configured": its effects are recorded
 * as skipped (docs/decisions/2026-11-24-discord-deliveries.md).
 */
export function readBotSettings(db: Executor): Promise<BotSettings> {
  return findStoredBotSettings(db);
}

/** Replaces the whole configuration (the demo seed and tests; staff save through `update.ts`). */
export async function saveBotSettings(db: Executor, settings: BotSettings): Promise<void> {
  await saveStoredBotSettings(db, settings);
}
