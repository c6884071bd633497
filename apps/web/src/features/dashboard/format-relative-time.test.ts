import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { formatRelativeTime } from './format-relative-time';

const now = Date.parse('2025-11-14T15:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it('speaks of recent moments the way people do', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('agora');
    expect(formatRelativeTime(ago(minute), now)).toBe('há 1 minuto');
    expect(formatRelativeTime(ago(5 * minute + 40_000), now)).toBe('há 5 minutos');
    expect(formatRelativeTime(ago(3 * hour), now)).toBe('há 3 horas');
    expect(formatRelativeTime(ago(30 * hour), now)).toBe('ontem');
    expect(formatRelativeTime(ago(4 * day), now)).toBe('há 4 dias');
  });

  it('gives the date from a week on, and never a future', () => {
    const old = ago(8 * day);
    expect(formatRelativeTime(old, now)).toBe(formatDateTime(old));
    expect(formatRelativeTime(new Date(now + 90_000).toISOString(), now)).toBe('agora');
    expect(formatRelativeTime('não é data', now)).toBe('—');
  });
});
