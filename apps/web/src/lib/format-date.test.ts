import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeBrasilia } from './format-date';

describe('pt-BR date formatting', () => {
  it('writes day/month/year hour:minute', () => {
    const value = new Date(2025, 11, 31, 14, 5);
    expect(formatDateTime(value)).toBe('31/12/2025 14:05');
    expect(formatDate(value.toISOString())).toBe('31/12/2025');
  });

  it('writes Brasília time for the sentences that say so, whatever the viewer’s zone', () => {
    expect(formatDateTimeBrasilia('2026-12-11T13:05:00.000Z')).toBe('11/12/2026 10:05');
    expect(formatDateTimeBrasilia('2026-12-31T02:30:00.000Z')).toBe('30/12/2026 23:30');
    expect(formatDateTimeBrasilia('not a date')).toBe('—');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});
