import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { formatLastSeen, isOnline } from './last-seen';

const now = Date.parse('2026-03-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

describe('formatLastSeen', () => {
  it('says when the game server last called, shortest first', () => {
    expect(formatLastSeen(null, now)).toBe('Nunca conectado');
    expect(formatLastSeen(ago(20_000), now)).toBe('Visto agora');
    // A server clock ahead of ours is not the future.
    expect(formatLastSeen(ago(-30_000), now)).toBe('Visto agora');
    expect(formatLastSeen(ago(2 * minute + 5_000), now)).toBe('Visto há 2 min');
    expect(formatLastSeen(ago(3 * 60 * minute), now)).toBe('Visto há 3 h');
    expect(formatLastSeen(ago(26 * 60 * minute), now)).toBe('Visto há 1 dia');
    expect(formatLastSeen(ago(3 * 24 * 60 * minute), now)).toBe('Visto há 3 dias');
    const old = ago(10 * 24 * 60 * minute);
    expect(formatLastSeen(old, now)).toBe(`Visto em ${formatDateTime(old)}`);
  });

  it('counts a server seen in the last two minutes as online', () => {
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(ago(90_000), now)).toBe(true);
    expect(isOnline(ago(3 * minute), now)).toBe(false);
  });
});
