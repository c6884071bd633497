export { registerGameServerRoutes } from './routes';
export { startGameJoinPruning } from './service/pruning';
