export { registerMemberRoutes } from './routes';
export { undoMemberMessage } from './service/messages';
export { warnWatchedJoins } from './service/watch';
