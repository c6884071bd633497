export { readBotSettings, saveBotSettings } from './service/settings';
export { registerBotSettingsRoutes } from './routes';
export type { BotSettings } from '@panel/contract/api/bot-settings';
export { fullCategoriesFigure, readFullCategories } from './repository';
export { loadGuildView } from './service/view';
export { botCan, type GuildView } from './service/guild-view';
