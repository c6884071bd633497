/**
 * Keys of `panel_auth`, the channel on which the database announces, on commit, a session
 * ended ('s:<id>'), a user changed ('u:<id>') or a role's permissions changed ('r:<name>')
 * (migration 0017, docs/performance.md#session-cache).
 */
export type AuthChangeKey = `s:${string}` | `u:${string}` | `r:${string}`;

export const authChannel = 'panel_auth';

type Listener = (key: AuthChangeKey) => void;
const listeners = new Set<Listener>();

/**
 * Called by the writes that end a session or change a user or a role, inside their
 * transaction: the caches of this process stop serving the key until they hear the commit,
 * so a request made after the write's answer never sees the old state.
 */
export function announceAuthChange(key: AuthChangeKey): void {
  for (const listener of listeners) listener(key);
}

export function onAuthChangeAnnounced(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
