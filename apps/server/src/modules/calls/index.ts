export { reconcileVoice, rollUpVoice } from './tracking/reconcile';
export { registerCallsRoutes } from './routes';
