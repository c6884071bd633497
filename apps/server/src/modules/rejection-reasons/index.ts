export { registerRejectionReasonRoutes } from './routes';
