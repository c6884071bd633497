export { integrationKeys, type IntegrationCaller, type IntegrationKeys } from './key-auth';
export { registerIntegrationRoutes } from './routes';
