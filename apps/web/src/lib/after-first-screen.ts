import { useSyncExternalStore } from 'react';

/**
 * Whether the first screen is done: the page has loaded and the browser had a moment to spare
 * (or 2 s went by). Code that no first screen draws (menus, tooltips, the toaster) waits for it,
 * so its download does not compete with the page's own code and data on a slow phone.
 * Once true it stays true for the life of the page.
 */
let done = false;
const listeners = new Set<() => void>();
let started = false;

function finish() {
  if (done) return;
  done = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: 2000 });
    else setTimeout(finish, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Ends the wait at once: someone is about to use what waited (a pointer over the menu). */
export function skipFirstScreenWait(): void {
  finish();
}

function subscribe(listener: () => void): () => void {
  start();
  if (done) return () => undefined;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isDone = () => done;

/** True once the first screen is done (see above); renders again when it becomes so. */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribe, isDone, isDone);
}
