export { registerSystemRoutes } from './routes';
export { startHealthProbes, uptimeOf, uptimePercent } from './health-probes';
export { probeSummaryFigure } from './repository';
export { PanelMetrics } from './metrics';
export { serveMetricsApart } from './metrics-port';
