import { describe, expect, it } from 'vitest';
import {
  formatDateText,
  formatTimeText,
  isTimeText,
  joinDateTimeText,
  maskDateText,
  maskTimeText,
  parseDateText,
  parseDateTimeLocal,
  toDateTimeLocalValue,
} from './datetime-local';

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

describe('typed day and time', () => {
  it('reads and writes days as dd/mm/aaaa and times on a 24-hour clock', () => {
    const date = new Date(2031, 4, 9, 18, 5);
    expect(formatDateText(date)).toBe('09/05/2031');
    expect(formatTimeText(date)).toBe('18:05');
    expect(parseDateText('09/05/2031')).toEqual(new Date(2031, 4, 9));
    expect(parseDateText('31/02/2031')).toBeNull();
    expect(parseDateText('2031-05-09')).toBeNull();
    expect(isTimeText('23:59')).toBe(true);
    expect(isTimeText('24:00')).toBe(false);
    expect(isTimeText('7:5')).toBe(false);
  });

  it('puts in the separators while digits are typed', () => {
    expect(maskDateText('1')).toBe('1');
    expect(maskDateText('1005')).toBe('10/05');
    expect(maskDateText('10/05/20311')).toBe('10/05/2031');
    expect(maskTimeText('183')).toBe('18:3');
    expect(maskTimeText('18h30')).toBe('18:30');
  });

  it('joins them into the forms value, or keeps what was typed when it is not a date', () => {
    expect(joinDateTimeText('10/05/2031', '18:30')).toBe('2031-05-10T18:30');
    expect(parseDateTimeLocal(joinDateTimeText('10/05/2031', '18:30'))).toEqual(
      new Date(2031, 4, 10, 18, 30),
    );
    expect(joinDateTimeText('', '')).toBe('');
    expect(joinDateTimeText('10/05/2031', '')).toBe('10/05/2031');
    expect(parseDateTimeLocal(joinDateTimeText('31/02/2031', '10:00'))).toBeNull();
  });
});
