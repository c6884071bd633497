import { useSyncExternalStore } from 'react';

/**
 * Whether the first screen is done: the page has loaded and the browser had a moment to spare,
 * someone pressed a key or touched the page, or 3 s went by. Code that no first screen draws
 * (menus, tooltips, the toaster) waits for it, so its download does not compete with the
 * page's own code and data on a slow phone. Once true it stays true for the life of the page.
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

/** The longest wait, whatever the page's images or the browser's idleness. */
const maxWaitMs = 3000;

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: 2000 });
    else setTimeout(finish, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  setTimeout(finish, maxWaitMs);
  // Someone using the page (a key, a touch, a click) needs what waited: the menus, the shortcuts'
  // dialogs. Captured, so no handler of the page can keep it from ending the wait.
  for (const type of ['keydown', 'pointerdown'] as const) {
    window.addEventListener(type, finish, { capture: true, once: true, passive: true });
  }
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
