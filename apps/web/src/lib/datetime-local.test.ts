import { describe, expect, it } from 'vitest';
import { parseDateTimeLocal, toDateTimeLocalValue } from './datetime-local';

describe('datetime-local values', () => {
  it('round-trips a local date and time', () => {
    const date = new Date(2031, 4, 9, 8, 5);
    expect(toDateTimeLocalValue(date)).toBe('2031-05-09T08:05');
    expect(parseDateTimeLocal('2031-05-09T08:05')).toEqual(date);
    expect(toDateTimeLocalValue(date.toISOString())).toBe('2031-05-09T08:05');
  });

  it('refuses values that are not real dates', () => {
    expect(parseDateTimeLocal('')).toBeNull();
    expect(parseDateTimeLocal('10/05/2031 18:30')).toBeNull();
    expect(parseDateTimeLocal('2031-02-31T10:00')).toBeNull();
  });
});
