export { reconcileVoice, rollUpVoice } from './tracking/reconcile';
export { registerCallsRoutes } from './routes';
export { setCallMute, undoCallMute } from './service/voice-actions';
export { memberVoiceEvents } from './member-events';
