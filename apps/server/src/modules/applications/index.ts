export { registerApplicationRoutes } from './routes';
export { decideApplication, decisionDetails } from './decide';
export { decisionEffects } from './discord-effects';
export { submissionDetails } from './submit';
