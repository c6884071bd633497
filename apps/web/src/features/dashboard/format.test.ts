import { describe, expect, it } from 'vitest';
import {
  formatApplications,
  formatChange,
  formatDayMonth,
  formatMilliseconds,
  formatPercent,
} from './format';

describe('dashboard formats', () => {
  it('signs a change only when something changed', () => {
    expect([formatChange(3), formatChange(0), formatChange(1500)]).toEqual(['+3', '0', '+1.500']);
  });

  it('counts applications in singular and plural', () => {
    expect([0, 1, 2].map(formatApplications)).toEqual([
      '0 solicitações',
      '1 solicitação',
      '2 solicitações',
    ]);
  });

  it('writes a UTC day as day/month whatever the viewer time zone', () => {
    expect(formatDayMonth('2025-01-01')).toBe('01/01');
    expect(formatDayMonth('2025-11-30')).toBe('30/11');
  });

  it('keeps a decimal only where it says something', () => {
    expect([0.42, 3.46, 12.5, 250].map(formatMilliseconds)).toEqual([
      '0,4 ms',
      '3,5 ms',
      '13 ms',
      '250 ms',
    ]);
    expect([100, 99.5, 87.25].map(formatPercent)).toEqual(['100%', '99,5%', '87,3%']);
  });
});
