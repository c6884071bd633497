import { describe, expect, it } from 'vitest';
import { formatHours, formatRate, formatSince, formatWait } from './format';

describe('team formats', () => {
  it('writes waits in minutes, hours, then days', () => {
    expect(formatWait(null)).toBe('—');
    expect(formatWait(0.5)).toBe('30min');
    expect(formatWait(5)).toBe('5h');
    expect(formatWait(5 + 20 / 60)).toBe('5h 20min');
    expect(formatWait(47.9)).toBe('47h 54min');
    expect(formatWait(84)).toBe('3,5 dias');
  });

  it('writes rates and hours in pt-BR', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0.756)).toBe('76%');
    expect(formatHours(12.54)).toBe('12,5h');
  });

  it('says how long ago in days however long', () => {
    const now = Date.parse('2026-12-05T12:00:00Z');
    expect(formatSince(null, now)).toBe('nunca');
    expect(formatSince('2026-12-05T11:59:30Z', now)).toBe('agora');
    expect(formatSince('2026-12-05T11:15:00Z', now)).toBe('há 45 minutos');
    expect(formatSince('2026-12-05T09:00:00Z', now)).toBe('há 3 horas');
    expect(formatSince('2026-12-04T09:00:00Z', now)).toBe('ontem');
    expect(formatSince('2026-11-12T12:00:00Z', now)).toBe('há 23 dias');
  });
});
