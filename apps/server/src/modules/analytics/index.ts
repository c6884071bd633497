export { registerAnalyticsRoutes } from './routes';
export { rebuildCommunityAnalytics, type RebuiltChunk } from './service/rebuild';
