import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

const now = new Date(2026, 2, 15, 12).getTime();
const at = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day, 12).toISOString();

describe('formatTimeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo(at(2023, 3, 15), now)).toBe('há 3 anos');
    expect(formatTimeAgo(at(2025, 3, 15), now)).toBe('há 1 ano');
    // A day short of the year.
    expect(formatTimeAgo(at(2025, 3, 16), now)).toBe('há 11 meses');
    expect(formatTimeAgo(at(2026, 2, 10), now)).toBe('há 1 mês');
    expect(formatTimeAgo(at(2026, 3, 3), now)).toBe('há 12 dias');
    expect(formatTimeAgo(at(2026, 3, 14), now)).toBe('há 1 dia');
    expect(formatTimeAgo(new Date(now - 60_000).toISOString(), now)).toBe('hoje');
  });

  it('leaves a date it cannot read as a dash', () => {
    expect(formatTimeAgo('ontem', now)).toBe('—');
  });
});
