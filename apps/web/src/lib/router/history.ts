/** What a navigation did: React Router's names, read by the scroll restoration. */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface Path {
  pathname: string;
  /** `?a=b`, or '' */
  search: string;
  /** `#x`, or '' */
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** Unique per history entry; kept in the browser's history state across reloads. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

const normalize = (part: string | undefined, mark: string) =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : `${mark}${part}`;

/**
 * `to` from `pathname`: an absolute path as is; `?x` or `#x` on the current path; a relative
 * path from the current path, as from a directory (`..` goes up one segment).
 */
export function resolveTo(to: To, pathname: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let resolved = pathname;
  if (target.pathname) {
    if (target.pathname.startsWith('/')) resolved = target.pathname;
    else {
      const segments = pathname.replace(/\/+$/, '').split('/');
      for (const segment of target.pathname.split('/')) {
        if (segment === '..') {
          if (segments.length > 1) segments.pop();
        } else if (segment !== '.') segments.push(segment);
      }
      resolved = segments.join('/') || '/';
    }
  }
  return {
    pathname: resolved,
    search: normalize(target.search, '?'),
    hash: normalize(target.hash, '#'),
  };
}

export const createKey = () => Math.random().toString(36).substring(2, 10);

export interface Update {
  action: NavigationType;
  location: Location;
}

/** Where the router keeps its entries: the browser's history, or an array for tests. */
export interface History {
  readonly initial: Update;
  /** The current entry's path, which a relative `to` starts from. */
  pathname(): string;
  navigate(path: Path, options: { replace: boolean; state: unknown }): Update;
  go(delta: number): void;
  /** Calls `listener` on back and forward; returns the function that stops listening. */
  listen(listener: (update: Update) => void): () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function entryState(): EntryState {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? state : {};
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

/** The browser's history, its entries stamped with React Router's `{ usr, key, idx }`. */
export function createBrowserHistory(): History {
  let index = entryState().idx ?? 0;
  if (entryState().idx === undefined) {
    window.history.replaceState({ ...entryState(), idx: index }, '');
  }
  return {
    initial: { action: NavigationType.Pop, location: browserLocation() },
    pathname: () => window.location.pathname,
    navigate(path, { replace, state }) {
      const location: Location = { ...path, state, key: createKey() };
      if (!replace) index += 1;
      const entry = { usr: state, key: location.key, idx: index };
      const url = createPath(path);
      if (replace) window.history.replaceState(entry, '', url);
      else {
        try {
          window.history.pushState(entry, '', url);
        } catch (error) {
          // Too many entries (iOS): load the page instead of losing the navigation.
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
          window.location.assign(url);
        }
      }
      return { action: replace ? NavigationType.Replace : NavigationType.Push, location };
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        index = entryState().idx ?? index;
        listener({ action: NavigationType.Pop, location: browserLocation() });
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** Entries kept in memory (tests): `initialEntries` as paths, the last one current. */
export function createMemoryHistory(initialEntries: readonly string[]): History {
  const entries: Location[] = (initialEntries.length > 0 ? initialEntries : ['/']).map(
    (entry, at) => ({
      ...resolveTo(entry, '/'),
      state: null,
      key: at === 0 ? 'default' : createKey(),
    }),
  );
  let index = entries.length - 1;
  const listeners = new Set<(update: Update) => void>();
  const current = (): Location =>
    entries[index] ?? { ...resolveTo('/', '/'), state: null, key: 'default' };
  return {
    initial: { action: NavigationType.Pop, location: current() },
    pathname: () => current().pathname,
    navigate(path, { replace, state }) {
      const location: Location = { ...path, state, key: createKey() };
      if (replace) entries[index] = location;
      else {
        index += 1;
        entries.splice(index, entries.length, location);
      }
      return { action: replace ? NavigationType.Replace : NavigationType.Push, location };
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      for (const listener of listeners)
        listener({ action: NavigationType.Pop, location: current() });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
