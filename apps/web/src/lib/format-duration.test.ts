import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes hours and minutes, minutes alone under an hour', () => {
    expect(formatDuration(12 * 3600 + 5 * 60 + 59)).toBe('12h 05min');
    expect(formatDuration(3600)).toBe('1h 00min');
    expect(formatDuration(3600 + 5 * 60)).toBe('1h 05min');
    expect(formatDuration(26 * 3600 + 10 * 60)).toBe('26h 10min');
    expect(formatDuration(45 * 60 + 30)).toBe('45min');
    expect(formatDuration(250 * 3600)).toBe('250h 00min');
  });

  it('leaves the seconds out and never goes below zero', () => {
    expect(formatDuration(59)).toBe('0min');
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(-30)).toBe('0min');
  });

  it('has a machine-readable form, to the second', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(-5)).toBe('PT0H0M0S');
  });
});
