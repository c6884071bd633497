import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange } from '../../db/auth-changes';
import type { AuthContext } from '../../http/auth-context';
import { SessionCache, type CachedSession } from './session-cache';

const entry = (userId: string): CachedSession => ({
  auth: {
    sessionId: `session-${userId}`,
    user: { id: userId, username: userId, displayName: null, avatarUrl: null },
    role: 'moderador',
    permissions: {} as AuthContext['permissions'],
    twoFactorRequired: false,
  },
  lastSeenAt: Date.now(),
  expiresAt: Date.now() + 60_000,
});

describe('SessionCache', () => {
  const caches: SessionCache[] = [];
  const listeningCache = () => {
    const cache = new SessionCache();
    cache.setListening(true);
    caches.push(cache);
    return cache;
  };
  afterEach(() => {
    for (const cache of caches.splice(0)) cache.close();
    vi.useRealTimers();
  });

  it('caches nothing until it listens, and forgets everything when it stops', () => {
    const cache = new SessionCache();
    caches.push(cache);
    cache.set('s1', entry('u1'), cache.version);
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.set('s1', entry('u1'), cache.version);
    expect(cache.get('s1')?.auth.user.id).toBe('u1');
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops a session, every session of a user, or everything on a role change', () => {
    const cache = listeningCache();
    cache.set('s1', entry('u1'), cache.version);
    cache.set('s2', entry('u1'), cache.version);
    cache.set('s3', entry('u2'), cache.version);
    cache.changed('s:s3');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    cache.changed('u:u1');
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, undefined]);
    cache.set('s3', entry('u2'), cache.version);
    cache.changed('r:moderador');
    expect(cache.size).toBe(0);
  });

  it('refuses what was read before a change was heard', () => {
    const cache = listeningCache();
    const readAt = cache.version;
    cache.changed('u:u1');
    cache.set('s1', entry('u1'), readAt);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('serves an announced key from the database until its commit is heard, or 5 s pass', () => {
    vi.useFakeTimers();
    const cache = listeningCache();
    cache.set('s1', entry('u1'), cache.version);
    announceAuthChange('u:u1');
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', entry('u1'), cache.version);
    expect(cache.get('s1')).toBeUndefined();
    cache.changed('u:u1');
    cache.set('s1', entry('u1'), cache.version);
    expect(cache.get('s1')).toBeDefined();

    announceAuthChange('r:suporte');
    expect(cache.get('s1')).toBeUndefined();
    vi.advanceTimersByTime(5_001);
    cache.set('s1', entry('u1'), cache.version);
    expect(cache.get('s1')).toBeDefined();
  });

  it('a closed cache hears no announcements', () => {
    const cache = listeningCache();
    cache.close();
    announceAuthChange('s:s1');
    expect(cache.get('s1')).toBeUndefined();
  });
});
