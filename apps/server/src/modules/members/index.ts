export { registerMemberRoutes } from './routes';
