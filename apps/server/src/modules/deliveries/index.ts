export { registerDeliveriesRoutes } from './routes';
export { countRecentFailures, recentFailuresSql } from './repository';
export { discardDeliveryRow, lockDelivery } from './repository';
export { failureReason } from './present';
export { deliveriesOfRequest } from './service';
