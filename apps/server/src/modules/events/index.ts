export { registerEventRoutes } from './routes';
