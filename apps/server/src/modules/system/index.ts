export { registerSystemRoutes } from './routes';
export { startHealthProbes, uptimeOf, uptimePercent } from './health-probes';
export { probeSummarySql, toProbeSummary } from './repository';
