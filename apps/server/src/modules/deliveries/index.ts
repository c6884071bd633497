export { registerDeliveriesRoutes } from './routes';
export { countRecentFailures } from './repository';
export { discardDeliveryRow, lockDelivery } from './repository';
export { failureReason } from './present';
