export { registerUserRoutes } from './routes';
export { discordRoleEffects } from './discord-effects';
