export { registerEventRoutes } from './routes';
export type { EventHub } from './hub';
