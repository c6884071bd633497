export { registerUserRoutes } from './routes';
export { discordRoleEffects } from './discord-effects';
export { memberAuthority } from './service/read';
