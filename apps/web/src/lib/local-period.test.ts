import { describe, expect, it } from 'vitest';
import { periodEnd, periodErrors, periodStart } from './local-period';

describe('the period of the audit filter', () => {
  it('sends the first and last moments of the minutes typed, with the viewer offset', () => {
    const start = periodStart('2026-01-10T00:00');
    expect(start).toMatch(/^2026-01-10T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(Date.parse(start ?? '')).toBe(new Date(2026, 0, 10, 0, 0).getTime());
    const end = periodEnd('2026-01-12T23:59');
    expect(end).toMatch(/^2026-01-12T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(Date.parse(end ?? '')).toBe(new Date(2026, 0, 12, 23, 59, 59, 999).getTime());
    expect(periodStart('')).toBeUndefined();
    expect(periodEnd('10/01/2026')).toBeUndefined();
  });

  it('says in Portuguese what is wrong with the ends', () => {
    expect(periodErrors('', '')).toEqual({ from: null, to: null });
    expect(periodErrors('2026-01-10T00:00', '2026-01-10T00:00')).toEqual({ from: null, to: null });
    expect(periodErrors('2026-01-10T10:00', '2026-01-10T09:59')).toEqual({
      from: null,
      to: 'A data inicial deve ser anterior ou igual à data final.',
    });
    expect(periodErrors('31/02/2026 10:00', '10/01/2026')).toEqual({
      from: 'Data inválida: use dd/mm/aaaa e hh:mm.',
      to: 'Data inválida: use dd/mm/aaaa e hh:mm.',
    });
  });
});
