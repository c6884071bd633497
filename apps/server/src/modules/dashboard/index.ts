export { registerDashboardRoutes } from './routes';
