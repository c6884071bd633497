import { describe, expect, it } from 'vitest';
import { formatMinutes, formatMonth, formatShare } from './format';

describe('community formats', () => {
  it('writes voice time in minutes, then hours', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(750)).toBe('12,5 h');
    expect(formatMinutes(74_040)).toBe('1.234 h');
  });

  it('writes months and shares', () => {
    expect(formatMonth('2026-11')).toBe('nov/26');
    expect(formatMonth('2027-01')).toBe('jan/27');
    expect(formatShare(5, 8)).toBe('63%');
    expect(formatShare(0, 0)).toBe('—');
  });
});
