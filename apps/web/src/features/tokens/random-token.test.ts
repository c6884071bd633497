import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenAlphabet } from '@panel/contract/api/tokens';
import { randomToken } from './random-token';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomToken', () => {
  it('gives 6 capitals or digits from the unambiguous alphabet', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    for (let i = 0; i < 50; i += 1) {
      const token = randomToken();
      expect(token).toMatch(/^[A-Z0-9]{6}$/);
      expect([...token].every((char) => tokenAlphabet.includes(char))).toBe(true);
    }
    expect(spy).toHaveBeenCalled();
    expect(tokenAlphabet).not.toMatch(/[0ODQ1IL2Z5S8BUV]/);
  });

  it('skips the bytes that would favour the first letters', () => {
    // 255 is past the last whole run of the alphabet, so it is thrown away.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array;
      bytes.fill(255);
      bytes[1] = 0;
      bytes[3] = tokenAlphabet.length + 1;
      return array;
    });
    expect(randomToken(2)).toBe(`A${tokenAlphabet[1]}`);
  });
});
