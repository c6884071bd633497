export { readBotSettings } from './repository';
