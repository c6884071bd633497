import { onAuthChangeAnnounced, type AuthChangeKey } from '../../db/auth-changes';
import type { AuthContext } from '../../http/auth-context';

/**
 * Sessions with their user and permissions, kept in memory so a request needs no query to
 * know who asks (docs/performance.md#session-cache). Entries go stale only through
 * rows the database announces on commit (`panel_auth`: 's:<session>', 'u:<user>',
 * 'r:<role>'); until the announcement arrives, a key changed by this process is `pending`
 * and read from the database. Without a working LISTEN nothing is cached.
 */
export interface CachedSession {
  auth: AuthContext;
  lastSeenAt: number;
  expiresAt: number;
}

/** How long a change announced locally waits for its notification before caching resumes. */
export const pendingMs = 5_000;
const maxEntries = 20_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly pending = new Map<string, number>();
  private generation = 0;
  private listening = false;
  private readonly stopHearing = onAuthChangeAnnounced((key) => this.markPending(key));

  /** The state `set` must still see for what was read to be stored. */
  get version(): number {
    return this.generation;
  }

  get(sessionId: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.pending.size > 0 && this.blocks(sessionId, entry.auth.user.id)) return undefined;
    return entry;
  }

  /** Stores what was read at `version`, unless something changed since. */
  set(sessionId: string, entry: CachedSession, version: number): void {
    if (!this.listening || version !== this.generation) return;
    if (this.pending.size > 0 && this.blocks(sessionId, entry.auth.user.id)) return;
    if (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, entry);
  }

  /** A payload of `panel_auth`. */
  changed(payload: string): void {
    this.generation += 1;
    const key = payload.slice(2);
    if (payload.startsWith('s:')) {
      this.entries.delete(key);
      this.pending.delete(payload);
    } else if (payload.startsWith('u:')) {
      for (const [id, entry] of this.entries) {
        if (entry.auth.user.id === key) this.entries.delete(id);
      }
      this.pending.delete(payload);
    } else {
      this.entries.clear();
      this.pending.delete('r:*');
    }
  }

  /** Listening again after a gap, or not any more: either way, forget everything. */
  setListening(listening: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.listening = listening;
  }

  markPending(key: AuthChangeKey): void {
    this.generation += 1;
    const stored = key.startsWith('r:') ? 'r:*' : key;
    this.pending.set(stored, Date.now() + pendingMs);
    if (key.startsWith('s:')) this.entries.delete(key.slice(2));
  }

  close(): void {
    this.stopHearing();
    this.setListening(false);
  }

  get size(): number {
    return this.entries.size;
  }

  private blocks(sessionId: string, userId: string): boolean {
    return (
      this.isPending(`s:${sessionId}`) || this.isPending(`u:${userId}`) || this.isPending('r:*')
    );
  }

  private isPending(key: string): boolean {
    const until = this.pending.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.pending.delete(key);
    return false;
  }
}
