export { registerAuthRoutes } from './routes';
export { destroyUserSessions, resolveSession, type SessionPolicy } from './session-store';
export { readSessionToken } from './cookies';
export type { DiscordOAuthSettings } from './discord-oauth';
export { pendingMs as authChangeWaitMs, SessionCache } from './session-cache';
export { endSessionRow, findOpenSession, listOpenStaffSessions } from './service/open-sessions';
export { describeDevice } from './device';
export type { ListedSession } from './repository';
