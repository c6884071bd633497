export { registerTokenRoutes } from './routes';
