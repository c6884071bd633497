export { registerRejectionReasonRoutes } from './routes';
export { listReasons } from './service';
