import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes hours and minutes, minutes alone under an hour', () => {
    expect(formatDuration(12 * 3600 + 5 * 60 + 59)).toBe('12h 05min');
    expect(formatDuration(3600)).toBe('1h 00min');
    expect(formatDuration(45 * 60 + 30)).toBe('45min');
    expect(formatDuration(59)).toBe('0min');
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(250 * 3600)).toBe('250h 00min');
  });

  it('adds the seconds when asked, and never goes below zero', () => {
    expect(formatDuration(3725, { seconds: true })).toBe('1h 02min 05s');
    expect(formatDuration(7, { seconds: true })).toBe('0min 07s');
    expect(formatDuration(-30, { seconds: true })).toBe('0min 00s');
  });

  it('has a machine-readable form', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
  });
});
