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

/**
 * Whether someone has used the page: pressed a key, touched or clicked it, or moved a mouse over
 * it. What only answers to a person (menus, the sheet of the phone's bar, tooltips) loads then,
 * not on its own: a visitor who only reads the page never downloads it. Stays true once true.
 */
let used = false;
const useListeners = new Set<() => void>();
let watching = false;

function markUsed(event: Event) {
  if (used) return;
  // A finger's moves come after its pointerdown; a pen or a mouse hovering is someone there.
  if (
    event instanceof PointerEvent &&
    event.type === 'pointermove' &&
    event.pointerType === 'touch'
  )
    return;
  used = true;
  for (const listener of useListeners) listener();
  useListeners.clear();
  for (const type of useEvents) window.removeEventListener(type, markUsed, { capture: true });
}

const useEvents = ['keydown', 'pointerdown', 'pointermove'] as const;

function subscribeToUse(listener: () => void): () => void {
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    for (const type of useEvents) {
      window.addEventListener(type, markUsed, { capture: true, passive: true });
    }
  }
  if (used) return () => undefined;
  useListeners.add(listener);
  return () => {
    useListeners.delete(listener);
  };
}

const isUsed = () => used;

/** True once someone has used the page (see above); renders again when they do. */
export function useAfterFirstUse(): boolean {
  return useSyncExternalStore(subscribeToUse, isUsed, isUsed);
}
