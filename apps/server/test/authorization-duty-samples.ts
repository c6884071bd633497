import type { EndpointId } from '@panel/contract/endpoints';
import type { Caller } from './authorization-expected';
import { demoIds } from './sign-in';

type Sample = string | ((caller: Caller) => string);

/** Each caller goes on duty, then off, and lists its own shifts (no permission beyond staff). */
export const dutySampleUrl = {
  getMyDuty: '/api/duty/me',
  startDuty: '/api/duty/start',
  endDuty: '/api/duty/end',
  listOnDuty: '/api/duty/on-duty',
  listDutyShifts: (caller) =>
    `/api/duty/shifts?staffId=${demoIds[caller === 'anonymous' ? 'membro' : caller]}`,
  getDutySettings: '/api/duty/settings',
  updateDutySettings: '/api/duty/settings',
} satisfies Partial<Record<EndpointId, Sample>>;

export const dutySampleBody = {
  // No change: saves nothing and answers the settings.
  updateDutySettings: {},
} satisfies Partial<Record<EndpointId, object>>;
