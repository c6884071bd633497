import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `prp_` and 43 base64url characters: 256 bits from the system's random source. */
const keyPrefix = 'prp_';
const keyPattern = /^prp_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows to tell keys apart: `prp_` and 8 characters. */
const shownLength = keyPrefix.length + 8;

export interface NewGameKey {
  apiKey: string;
  keyHash: string;
  keyPrefix: string;
}

export function hashGameKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

export function newGameKey(): NewGameKey {
  const apiKey = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  return { apiKey, keyHash: hashGameKey(apiKey), keyPrefix: apiKey.slice(0, shownLength) };
}

/** The key of an `Authorization: Bearer …` header, or `null` when there is none of its form. */
export function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  return key && keyPattern.test(key) ? key : null;
}

/**
 * Whether the stored hash is the given key's. The row was found by its hash already; this
 * compares the whole digest in constant time all the same, so no code path compares a secret
 * byte by byte.
 */
export function keyMatches(apiKey: string, storedHash: string): boolean {
  const given = Buffer.from(hashGameKey(apiKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
