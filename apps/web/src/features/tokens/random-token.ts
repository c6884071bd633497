import { tokenAlphabet, tokenLength } from '@panel/contract/api/tokens';

// Bytes at or above this would favour the first letters of the alphabet (modulo bias).
const unbiasedLimit = 256 - (256 % tokenAlphabet.length);

/** A code of `tokenLength` characters from the browser's cryptographic generator. */
export function randomToken(length = tokenLength): string {
  let token = '';
  const bytes = new Uint8Array(length * 2);
  while (token.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= unbiasedLimit) continue;
      token += tokenAlphabet[byte % tokenAlphabet.length];
      if (token.length === length) break;
    }
  }
  return token;
}
