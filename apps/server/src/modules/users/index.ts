export { registerUserRoutes } from './routes';
export { discordRoleEffects } from './discord-effects';
export { memberAuthority, searchGuildMembers } from './service/read';
