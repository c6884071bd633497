export { registerSystemRoutes } from './routes';
export { startHealthProbes, uptimePercent } from './health-probes';
