import type { BotSettingKey } from '@panel/contract/api/bot-settings';
import { communitySettingIds } from '@panel/discord-local/community';

/**
 * The local Discord's roles, channels and categories, so that in demo mode every decision
 * has its Discord effects (roles, posts) end to end.
 */
export const demoBotSettings: Record<BotSettingKey, string> = { ...communitySettingIds };
