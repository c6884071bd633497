export { registerEventRoutes } from './routes';
export { EventHub } from './hub';
