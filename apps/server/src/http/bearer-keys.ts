import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A key made here: the key itself (answered once), its SHA-256 (kept) and its shown start. */
export interface NewBearerKey {
  apiKey: string;
  keyHash: string;
  keyPrefix: string;
}

export function hashBearerKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/**
 * A kind of key other programs call with in `Authorization: Bearer …`: the prefix and 43
 * base64url characters, 256 bits from the system's random source. Only the hash is kept; 256
 * random bits cannot be guessed, so a fast hash loses nothing and keeps the look-up indexed.
 * The game servers' keys (`prp_`) and the integrations' (`pik_`) are two kinds.
 */
export function bearerKeyKind(prefix: string) {
  const pattern = new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);
  /** How much of a key a list shows to tell keys apart: the prefix and 8 characters. */
  const shownLength = prefix.length + 8;
  return {
    create(): NewBearerKey {
      const apiKey = `${prefix}${randomBytes(32).toString('base64url')}`;
      return { apiKey, keyHash: hashBearerKey(apiKey), keyPrefix: apiKey.slice(0, shownLength) };
    },
    /** The key of an `Authorization: Bearer …` header, or `null` when there is none of its form. */
    read(header: string | undefined): string | null {
      if (!header) return null;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      const key = match?.[1];
      return key && pattern.test(key) ? key : null;
    },
  };
}

/**
 * Whether the stored hash is the given key's. The row was found by its hash already; this
 * compares the whole digest in constant time all the same, so no code path compares a secret
 * byte by byte.
 */
export function keyMatches(apiKey: string, storedHash: string): boolean {
  const given = Buffer.from(hashBearerKey(apiKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Refusals of one key from one address a minute before that key is refused there without a
 * look-up. Counted per key, not per address: programs behind one proxy share an address, and
 * one of them sending a revoked key must not lock out the others' valid keys. How many
 * different keys an address may try is bounded by the routes' per-address limits.
 */
export function keyRefusals(options: { perMinute: number; maxTracked?: number }) {
  const windowMs = 60_000;
  const maxTracked = options.maxTracked ?? 10_000;
  const refusals = new Map<string, { count: number; resetAt: number }>();
  const keyOf = (address: string, keyHash: string) => `${address} ${keyHash}`;
  return {
    count(address: string, keyHash: string): void {
      const now = Date.now();
      const key = keyOf(address, keyHash);
      const entry = refusals.get(key);
      if (entry && entry.resetAt > now) {
        entry.count += 1;
        return;
      }
      if (refusals.size >= maxTracked) {
        for (const [tracked, value] of refusals) if (value.resetAt <= now) refusals.delete(tracked);
      }
      if (refusals.size < maxTracked) refusals.set(key, { count: 1, resetAt: now + windowMs });
    },
    /** The seconds to wait when this key was refused too often from this address; else null. */
    blockedFor(address: string, keyHash: string): number | null {
      const entry = refusals.get(keyOf(address, keyHash));
      const now = Date.now();
      if (!entry || entry.resetAt <= now || entry.count < options.perMinute) return null;
      return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    },
  };
}
