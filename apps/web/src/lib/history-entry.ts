import { useLocation, useSearch, type AroundNavHandler } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

/** What the last navigation did, read by the scroll restoration. */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

/** The state of an entry of the browser's history: a key, and the navigation's own state. */
interface EntryState {
  key?: string;
  usr?: unknown;
}

let lastNavigation: NavigationType = NavigationType.Pop;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastNavigation = NavigationType.Pop;
  });
}

const createKey = () => Math.random().toString(36).substring(2, 10);
const currentUrl = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * Wraps every navigation of the router (`Router`'s `aroundNav`): each entry gets a key kept in
 * the browser's history state (scroll positions are stored per entry, across reloads), and a
 * navigation to where one already is replaces the entry instead of adding one.
 */
export const keyedNavigation: AroundNavHandler = (navigate, to, options = {}) => {
  const replace = options.replace ?? to === currentUrl();
  lastNavigation = replace ? NavigationType.Replace : NavigationType.Push;
  const state: EntryState = { key: createKey(), usr: options.state };
  try {
    navigate(to, { ...options, replace, state });
  } catch (error) {
    // Too many entries (iOS): load the page instead of losing the navigation.
    if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
    window.location.assign(to);
  }
};

/** The current entry of the browser's history: its key, and how the reader got there. */
export function useHistoryEntry(): { key: string; navigationType: NavigationType } {
  const state = useHistoryState<EntryState | null>();
  return { key: state?.key ?? 'default', navigationType: lastNavigation };
}

/** The `#fragment` of the current address, or ''. */
export function useHash(): string {
  return useLocationProperty(
    () => location.hash,
    () => '',
  );
}

/** The current page's path and query string, for a link that comes back to it. */
export function useCurrentPath(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}
