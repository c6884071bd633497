export { registerTeamRoutes } from './routes';
export { rebuildTeamRollups, type RebuiltChunk } from './service/rebuild';
