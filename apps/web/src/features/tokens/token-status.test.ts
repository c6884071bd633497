import { describe, expect, it } from 'vitest';
import { tokenStatus } from './token-status';

const now = new Date('2030-01-15T10:00:00Z');

describe('tokenStatus', () => {
  it('tells active, expired and used up codes apart', () => {
    const ahead = '2030-01-16T10:00:00Z';
    const past = '2030-01-15T10:00:00Z';
    expect(tokenStatus({ uses: 1, maxUses: 2, expiresAt: ahead }, now)).toBe('active');
    expect(tokenStatus({ uses: 1, maxUses: 2, expiresAt: past }, now)).toBe('expired');
    expect(tokenStatus({ uses: 2, maxUses: 2, expiresAt: ahead }, now)).toBe('usedUp');
    expect(tokenStatus({ uses: 2, maxUses: 2, expiresAt: past }, now)).toBe('usedUp');
  });
});
