import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

// The contract's rule for the `idempotency-key` header.
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new valid key each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(keyPattern);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('works outside a secure context, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
