export { registerDeliveriesRoutes } from './routes';
export { countRecentFailures } from './repository';
