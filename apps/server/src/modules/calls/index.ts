export { reconcileVoice, rollUpVoice } from './tracking/reconcile';
export { registerCallsRoutes } from './routes';
export { setCallMute } from './service/voice-actions';
