export { registerDeliveriesRoutes } from './routes';
export { countRecentFailures } from './repository';
export { recentFailuresFigure } from './figures-repository';
export {
  discardDeliveryRow,
  discardDeliveryRows,
  lockDelivery,
  requeueFailedWebhooks,
} from './repository';
export { failureReason } from './present';
export { deliveriesOfRequest } from './service';
