// The team's accountability as its endpoints answer it: the settings and who went quiet.
import type {
  InactiveStaff,
  InactiveStaffMember,
  TeamSettings,
} from '@panel/contract/api/team-accountability';

/** The settings as `getTeamSettings` answers them: the defaults unless told otherwise. */
export function teamSettings(overrides: Partial<TeamSettings> = {}): TeamSettings {
  return { inactivityDays: 7, inactivityChannelId: null, waitWarningHours: 72, ...overrides };
}

export function inactiveStaffMember(
  overrides: Partial<InactiveStaffMember> = {},
): InactiveStaffMember {
  return {
    staffId: '100000000000000002',
    name: 'Bruno Lima',
    avatarUrl: null,
    lastActivityAt: '2026-11-25T17:03:00.000Z',
    inactiveDays: 10,
    ...overrides,
  };
}

/** Nobody quiet, the alert on, unless told otherwise. */
export function inactiveStaff(overrides: Partial<InactiveStaff> = {}): InactiveStaff {
  return { inactivityDays: 7, staff: [], ...overrides };
}
