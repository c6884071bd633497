import { useEffect, useRef } from 'react';

/** The review keys and when they stay quiet: docs/decisions/2026-11-24-daily-work-screens.md. */
export interface ReviewShortcutHandlers {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
  toggleSelected: () => void;
}

const typingSelector =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';

/** Keys typed into a field, or meant for an open dialog or menu, are not shortcuts. */
export function isShortcutBlocked(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(typingSelector)) return true;
  return (
    document.querySelector(
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    ) !== null
  );
}

/** The card itself has the focus (not one of its buttons): the arrows move between cards. */
function onCard(event: KeyboardEvent): boolean {
  return event.target instanceof HTMLElement && event.target.dataset.reviewCard !== undefined;
}

/**
 * The review page's keys: J/K (or the arrows on a card) move, A approves, R opens the
 * rejection, X selects. They stay quiet while typing, in dialogs and in menus.
 */
export function useReviewShortcuts(handlers: ReviewShortcutHandlers, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (isShortcutBlocked(event)) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: latest.current.next,
        k: latest.current.previous,
        a: latest.current.approve,
        r: latest.current.reject,
        x: latest.current.toggleSelected,
        ...(onCard(event)
          ? { ArrowDown: latest.current.next, ArrowUp: latest.current.previous }
          : {}),
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
