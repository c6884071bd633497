import { useCallback, useEffect, useRef, useState } from 'react';

interface NavigationState {
  /** The filters the state belongs to; another tab, search or page starts over. */
  key: string;
  /** The entry the shortcuts act on. */
  activeId: string | null;
  /** Where the active entry was in the list, to pick the one that takes its place. */
  activeIndex: number;
  /** The one entry showing its details (spec: one at a time). */
  expandedId: string | null;
  /** The first entry was opened already (pending tab), so it is not opened again. */
  started: boolean;
}

export interface ReviewNavigation {
  activeId: string | null;
  expandedId: string | null;
  /** Next (1) or previous (-1) entry: it becomes active, opens, and takes the focus. */
  move: (delta: 1 | -1) => void;
  /** "Mostrar detalhes"/"Ocultar detalhes" of an entry. */
  toggle: (id: string) => void;
  /** Focus moved into an entry (click or Tab): the shortcuts follow it. */
  activate: (id: string) => void;
  /** After a decision: once the list settles, focus the next entry (or the list's heading). */
  requestFocus: () => void;
  cardRef: (id: string) => (element: HTMLElement | null) => void;
}

/** The list's heading (its count): where the focus goes when no entry is left. */
export const reviewHeadingAttribute = 'data-review-heading';

function focusLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
}

/** The state as the list now stands: a decided (gone) active entry handed to its successor. */
function settle(
  state: NavigationState,
  ids: readonly string[],
  openFirst: boolean,
): NavigationState {
  let { activeId, expandedId, started, activeIndex } = state;
  if (activeId !== null && !ids.includes(activeId)) {
    const replacement = ids[Math.min(activeIndex, ids.length - 1)] ?? null;
    if (expandedId === activeId) expandedId = replacement;
    activeId = replacement;
  } else if (!started && openFirst && ids.length > 0) {
    // The pending tab opens on its first entry: its answers are there without a click.
    activeId = ids[0] ?? null;
    expandedId = activeId;
    started = true;
  }
  if (expandedId !== null && !ids.includes(expandedId)) expandedId = null;
  const index = activeId === null ? -1 : ids.indexOf(activeId);
  if (index >= 0) activeIndex = index;
  const same =
    activeId === state.activeId &&
    expandedId === state.expandedId &&
    started === state.started &&
    activeIndex === state.activeIndex;
  return same ? state : { ...state, activeId, expandedId, started, activeIndex };
}

/**
 * Which entry is active and which is open, kept through decisions: when the active entry
 * leaves the list (decided), the one that took its place becomes active, opens if the
 * decided one was open, and gets the focus the decision would otherwise drop on `<body>`.
 */
export function useReviewNavigation(
  ids: readonly string[],
  key: string,
  openFirst: boolean,
): ReviewNavigation {
  const [stored, setStored] = useState<NavigationState>({
    key,
    activeId: null,
    activeIndex: 0,
    expandedId: null,
    started: false,
  });
  const base: NavigationState =
    stored.key === key
      ? stored
      : { key, activeId: null, activeIndex: 0, expandedId: null, started: false };
  const state = settle(base, ids, openFirst);
  // Adjusted while rendering (React's pattern for state that follows props).
  if (state !== stored) setStored(state);
  const { activeId, expandedId } = state;

  const cards = useRef(new Map<string, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState(0);
  const focusArmed = useRef(false);

  // After a decision the focus goes to the active entry, or to the list's heading when none
  // is left, once the decided entry has left (and taken the focus with it). Never while the
  // focus is somewhere the person put it.
  useEffect(() => {
    if (!focusArmed.current) return;
    const rescue = () => {
      if (!focusArmed.current || !focusLost()) return;
      focusArmed.current = false;
      const card = activeId === null ? undefined : cards.current.get(activeId);
      const heading = document.querySelector<HTMLElement>(`[${reviewHeadingAttribute}]`);
      (card ?? heading)?.focus();
    };
    rescue();
    // A closing dialog gives the focus back a moment later, possibly to a removed entry.
    const timer = window.setTimeout(rescue, 150);
    return () => window.clearTimeout(timer);
  }, [focusRequest, activeId, ids]);

  const move = useCallback(
    (delta: 1 | -1) => {
      if (ids.length === 0) return;
      const index = activeId === null ? -1 : ids.indexOf(activeId);
      const next =
        index === -1
          ? delta === 1
            ? 0
            : ids.length - 1
          : Math.min(Math.max(index + delta, 0), ids.length - 1);
      const id = ids[next];
      if (id === undefined) return;
      setStored({ key, activeId: id, activeIndex: next, expandedId: id, started: true });
      const card = cards.current.get(id);
      card?.focus({ preventScroll: true });
      card?.scrollIntoView({ block: 'nearest' });
    },
    [ids, activeId, key],
  );

  const toggle = useCallback(
    (id: string) =>
      setStored({
        key,
        activeId: id,
        activeIndex: Math.max(ids.indexOf(id), 0),
        expandedId: expandedId === id ? null : id,
        started: true,
      }),
    [key, ids, expandedId],
  );

  // Functional: the focus that `move` gives fires this before the new state has rendered.
  const activate = useCallback(
    (id: string) =>
      setStored((current) =>
        current.activeId === id
          ? current
          : { ...current, activeId: id, activeIndex: Math.max(ids.indexOf(id), 0), started: true },
      ),
    [ids],
  );

  const requestFocus = useCallback(() => {
    focusArmed.current = true;
    setFocusRequest((count) => count + 1);
  }, []);

  const cardRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) cards.current.set(id, element);
      else cards.current.delete(id);
    },
    [],
  );

  return { activeId, expandedId, move, toggle, activate, requestFocus, cardRef };
}
