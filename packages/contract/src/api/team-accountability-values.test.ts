import { describe, expect, it } from 'vitest';
import { updateTeamSettingsSchema } from './team-accountability';
import { inactiveDaysText, waitedTooLong, waitingText } from './team-accountability-values';

const hour = 3_600_000;

describe('the team accountability words', () => {
  it('say how long an application waited, in days from a day on, in hours under it', () => {
    expect(waitingText(3 * 24 * hour + 5 * hour)).toBe('esperando há 3 dias');
    expect(waitingText(24 * hour)).toBe('esperando há 1 dia');
    expect(waitingText(23 * hour + 59 * 60_000)).toBe('esperando há 23 horas');
    expect(waitingText(5 * hour)).toBe('esperando há 5 horas');
    expect(waitingText(hour)).toBe('esperando há 1 hora');
    expect(waitingText(10 * 60_000)).toBe('esperando há 1 hora');
  });

  it('say how long a staff member has been quiet, singular and plural', () => {
    expect(inactiveDaysText(1)).toBe('sem atividade há 1 dia');
    expect(inactiveDaysText(8)).toBe('sem atividade há 8 dias');
  });

  it('warn only past the limit', () => {
    const now = Date.parse('2026-12-05T12:00:00Z');
    expect(waitedTooLong('2026-12-02T11:59:00Z', 72, now)).toBe(true);
    expect(waitedTooLong('2026-12-02T12:00:00Z', 72, now)).toBe(false);
    expect(waitedTooLong('não é data', 72, now)).toBe(false);
  });

  it('accept the limits at their ends, null to turn the alert off, and nothing else', () => {
    const ok = (body: object) => updateTeamSettingsSchema.safeParse(body).success;
    expect(ok({ inactivityDays: 1, waitWarningHours: 720 })).toBe(true);
    expect(ok({ inactivityDays: 90, waitWarningHours: 1 })).toBe(true);
    expect(ok({ inactivityDays: null, inactivityChannelId: null })).toBe(true);
    expect(ok({ inactivityChannelId: '500000000000000001' })).toBe(true);
    expect(ok({ inactivityDays: 91 })).toBe(false);
    expect(ok({ waitWarningHours: null })).toBe(false);
    expect(ok({ extra: true })).toBe(false);
  });
});
