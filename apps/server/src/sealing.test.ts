import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealing';

// The tests' fixed key (test/test-app.ts).
const key = Buffer.from('dGVzdGUtZGEtY2hhdmUtZG9zLWJhbmNvcy1kby1qb2c=', 'base64');

describe('sealing', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const first = seal(key, 'whsec_segredo');
    const second = seal(key, 'whsec_segredo');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(unseal(key, first)).toBe('whsec_segredo');
    expect(unseal(key, second)).toBe('whsec_segredo');
  });

  it('still opens a password game databases kept before sealing moved out of game-servers', () => {
    expect(unseal(key, 'v1.87GzYFNaqRHyq376.G8V7Qjwu5axYDv2voComxA.cgqxJUUzlZ2yNB-duKo')).toBe(
      'senha-do-banco',
    );
  });

  it('refuses another key, a changed text and an unknown format', () => {
    const sealed = seal(key, 'segredo');
    expect(() => unseal(Buffer.alloc(32, 7), sealed)).toThrow();
    const [version, nonce, tag, body = ''] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url').map((byte, index) =>
      index === 0 ? byte ^ 1 : byte,
    );
    const changed = [version, nonce, tag, Buffer.from(flipped).toString('base64url')].join('.');
    expect(() => unseal(key, changed)).toThrow();
    expect(() => unseal(key, 'v2.a.b.c')).toThrow('unknown sealed text format');
  });
});
