export { registerSystemRoutes } from './routes';
export { startHealthProbes, uptimeOf, uptimePercent } from './health-probes';
export { probeSummaryFigure } from './repository';
