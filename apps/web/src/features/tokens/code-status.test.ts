import { describe, expect, it } from 'vitest';
import { codeStatus } from './code-status';

const now = new Date('2030-01-15T10:00:00Z');

describe('codeStatus', () => {
  it('tells active, expired and used up codes apart', () => {
    const ahead = '2030-01-16T10:00:00Z';
    const past = '2030-01-15T10:00:00Z';
    expect(codeStatus({ uses: 1, maxUses: 2, expiresAt: ahead }, now)).toBe('active');
    expect(codeStatus({ uses: 1, maxUses: 2, expiresAt: past }, now)).toBe('expired');
    expect(codeStatus({ uses: 2, maxUses: 2, expiresAt: ahead }, now)).toBe('usedUp');
    expect(codeStatus({ uses: 2, maxUses: 2, expiresAt: past }, now)).toBe('usedUp');
  });
});
