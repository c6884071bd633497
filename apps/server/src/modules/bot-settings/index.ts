export { readBotSettings, saveBotSettings } from './service';
export type { BotSettings } from '@panel/contract/api/bot-settings';
