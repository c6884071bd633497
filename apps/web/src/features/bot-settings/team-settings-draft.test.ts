import { describe, expect, it } from 'vitest';
import { teamSettings } from '@/testing/team-settings-fixtures';
import { changesOf, draftOf, hoursInDays, refusalsOf } from './team-settings-draft';

const channel = '500000000000000001';

describe('team settings draft', () => {
  it('asks to save nothing while the draft says what is saved', () => {
    const saved = teamSettings({ inactivityChannelId: channel });
    expect(changesOf(draftOf(saved), saved)).toEqual({});
    expect(changesOf({ ...draftOf(saved), channelId: ` ${channel} ` }, saved)).toEqual({});
  });

  it('asks to save only the fields that differ', () => {
    const saved = teamSettings({ inactivityChannelId: channel });
    const draft = draftOf(saved);
    expect(changesOf({ ...draft, hours: '48' }, saved)).toEqual({ waitWarningHours: 48 });
    expect(changesOf({ ...draft, alertOn: false }, saved)).toEqual({ inactivityDays: null });
    expect(changesOf({ ...draft, channelId: '' }, saved)).toEqual({ inactivityChannelId: null });
  });

  it('offers the default days when the alert is turned back on', () => {
    const saved = teamSettings({ inactivityDays: null });
    expect(changesOf({ ...draftOf(saved), alertOn: true }, saved)).toEqual({ inactivityDays: 7 });
  });

  it('refuses blank and out-of-range numbers with the contract messages', () => {
    const saved = teamSettings();
    const refused = refusalsOf(changesOf({ ...draftOf(saved), days: '', hours: '721' }, saved));
    expect(refused).toEqual({
      inactivityDays:
        'Os dias sem atividade devem ser um número inteiro entre 1 e 90, ou desligados.',
      waitWarningHours: 'O alerta de espera deve ser um número inteiro de horas entre 1 e 720.',
    });
    expect(refusalsOf({ inactivityDays: null, waitWarningHours: 24 })).toEqual({});
  });

  it('tells the hours in days from a day on', () => {
    expect(hoursInDays('23')).toBeNull();
    expect(hoursInDays('72')).toBe('72 horas = 3 dias');
    expect(hoursInDays('30')).toBe('30 horas = 1 dia e 6 horas');
    expect(hoursInDays('abc')).toBeNull();
  });
});
