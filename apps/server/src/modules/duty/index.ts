export { registerDutyRoutes } from './routes';
export { endDuty, startDuty, type DutyStaff } from './service/shifts';
export { dutyStanding } from './service/on-duty';
export { dutySecondsByStaff, latestDutyMoments, readDutyShifts } from './service/figures';
export { closeOverdueDuty, startDutyLimit } from './service/limit';
export { endVoiceShiftsAway, followDutyVoice, type VoiceMove } from './service/voice';
