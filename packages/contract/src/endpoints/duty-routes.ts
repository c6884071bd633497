import type { EndpointRoute } from './define';

/**
 * Each endpoint's method, path and access, without zod; `duty.ts` adds the rest. Every member
 * of staff goes on and off duty and sees who is on duty; the header's toggle reads these
 * (docs/decisions/2026-12-05-duty.md).
 */
export const dutyRoutes = {
  getMyDuty: {
    method: 'GET',
    path: '/api/duty/me',
    access: 'staff',
  },
  startDuty: {
    method: 'POST',
    path: '/api/duty/start',
    access: 'staff',
  },
  endDuty: {
    method: 'POST',
    path: '/api/duty/end',
    access: 'staff',
  },
  listOnDuty: {
    method: 'GET',
    path: '/api/duty/on-duty',
    access: 'staff',
  },
  // One's own shifts are staff's; anyone else's need `beyondOwnAccess.listDutyShifts`.
  listDutyShifts: {
    method: 'GET',
    path: '/api/duty/shifts',
    access: 'staff',
  },
  getDutySettings: {
    method: 'GET',
    path: '/api/duty/settings',
    access: 'staff',
  },
  // Duty's settings are the bot's: who changes those changes these.
  updateDutySettings: {
    method: 'PUT',
    path: '/api/duty/settings',
    access: 'manage_bot_settings',
  },
} as const satisfies Record<string, EndpointRoute>;
