import { describe, expect, it } from 'vitest';
import {
  dayPeriodQuery,
  dayPeriodSearch,
  formatDay,
  formatDayMonth,
  parseDayPeriod,
} from './day-period';

const parse = (search: string) => parseDayPeriod(new URLSearchParams(search));

describe('a period of days in the address', () => {
  it('reads presets and ranges, and falls back to 30 days for what the server would refuse', () => {
    expect(parse('')).toEqual({ kind: 'preset', days: '30' });
    expect(parse('dias=7')).toEqual({ kind: 'preset', days: '7' });
    expect(parse('dias=8')).toEqual({ kind: 'preset', days: '30' });
    expect(parse('de=2026-11-01&ate=2026-11-30')).toEqual({
      kind: 'range',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parse('de=2026-11-30&ate=2026-11-01')).toEqual({ kind: 'preset', days: '30' });
    expect(parse('de=2024-01-01&ate=2026-11-01')).toEqual({ kind: 'preset', days: '30' });
    expect(parse('de=2026-02-30&ate=2026-03-01')).toEqual({ kind: 'preset', days: '30' });
  });

  it('writes short addresses and asks the API for the same period', () => {
    expect(dayPeriodSearch({ kind: 'preset', days: '30' })).toBe('');
    expect(dayPeriodSearch({ kind: 'preset', days: '90' })).toBe('?dias=90');
    const range = { kind: 'range', from: '2026-11-01', to: '2026-11-07' } as const;
    expect(dayPeriodSearch(range)).toBe('?de=2026-11-01&ate=2026-11-07');
    expect(dayPeriodQuery(range)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(dayPeriodQuery({ kind: 'preset', days: '7' })).toEqual({ days: '7' });
  });

  it('writes days as pt-BR reads them, from the text', () => {
    expect(formatDay('2026-11-02')).toBe('02/11/2026');
    expect(formatDayMonth('2026-11-02')).toBe('02/11');
  });
});
