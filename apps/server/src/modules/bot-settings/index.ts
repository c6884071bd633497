export { readBotSettings, saveBotSettings } from './service/settings';
export { registerBotSettingsRoutes } from './routes';
export type { BotSettings } from '@panel/contract/api/bot-settings';
