export { registerTeamRoutes } from './routes';
export { rebuildTeamRollups, type RebuiltChunk } from './service/rebuild';
export { startInactivityAlerts } from './service/inactivity-alerts';
