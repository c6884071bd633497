export { registerGameServerRoutes } from './routes';
export { startGameJoinPruning } from './service/pruning';
export { findGameServerIds } from './repository/servers';
