// Duty as its endpoints answer it: a staff member's shift and their own duty.
import type { DutySettings, DutyShift, MyDuty } from '@panel/contract/api/duty';

export function dutyShift(overrides: Partial<DutyShift> = {}): DutyShift {
  return {
    id: '7',
    staffId: '100000000000000003',
    staffName: 'Carla Dias',
    startedAt: '2026-12-05T12:00:00.000Z',
    endedAt: null,
    startSource: 'panel',
    endSource: null,
    ...overrides,
  };
}

/** Off duty, nothing today, unless told otherwise. */
export function myDuty(overrides: Partial<MyDuty> = {}): MyDuty {
  return {
    shift: null,
    todaySeconds: 0,
    weekSeconds: 0,
    serverTime: '2026-12-05T15:00:00.000Z',
    ...overrides,
  };
}

/** Duty's settings as `getDutySettings` answers them: the defaults unless told otherwise. */
export function dutySettings(overrides: Partial<DutySettings> = {}): DutySettings {
  return { maxShiftHours: 12, voiceChannelIds: [], ...overrides };
}
