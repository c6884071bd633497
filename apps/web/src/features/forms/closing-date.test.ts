import { describe, expect, it } from 'vitest';
import { readClosingDate, upcomingClosesAt } from './closing-date';

const now = new Date(2030, 0, 15, 12, 0);

describe('readClosingDate', () => {
  it('reads blank as open indefinitely', () => {
    expect(readClosingDate('', now)).toEqual({ ok: true, closesAt: null });
  });

  it('sends a future date as ISO', () => {
    expect(readClosingDate('2030-01-15T12:01', now)).toEqual({
      ok: true,
      closesAt: new Date(2030, 0, 15, 12, 1).toISOString(),
    });
  });

  it('refuses the present and the past', () => {
    const error = 'A data de fechamento precisa estar no futuro.';
    expect(readClosingDate('2030-01-15T12:00', now)).toEqual({ ok: false, error });
    expect(readClosingDate('2029-12-31T23:59', now)).toEqual({ ok: false, error });
  });
});

describe('upcomingClosesAt', () => {
  it('keeps only a date still ahead', () => {
    const later = new Date(2030, 0, 16).toISOString();
    expect(upcomingClosesAt(later, now)).toBe(later);
    expect(upcomingClosesAt(new Date(2030, 0, 14).toISOString(), now)).toBeNull();
    expect(upcomingClosesAt(null, now)).toBeNull();
  });
});
