import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('pt-BR date formatting', () => {
  it('writes day/month/year hour:minute', () => {
    const value = new Date(2025, 11, 31, 14, 5);
    expect(formatDateTime(value)).toBe('31/12/2025 14:05');
    expect(formatDate(value.toISOString())).toBe('31/12/2025');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});
