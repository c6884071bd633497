import { describe, expect, it } from 'vitest';
import { asGameLinkCode } from './game-link-code';

describe('the request code of a game account', () => {
  it('tells a request code from a 6-character redemption code', () => {
    expect(asGameLinkCode('r7k 2q')).toBe('R7K2Q');
    expect(asGameLinkCode('R7K-2Q')).toBe('R7K2Q');
    // Look-alikes (0, O, 1, I) are not in the alphabet.
    expect(asGameLinkCode('R0K2Q')).toBeNull();
    expect(asGameLinkCode('Ab3xY9')).toBeNull();
    expect(asGameLinkCode('ABCD')).toBeNull();
  });
});
