import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useHash, useHistoryEntry } from '@/lib/history-entry';

const storageKey = 'scroll-positions';

function readStoredPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scrolls as a site of separate pages would: a new page starts at the top (or at its `#hash`),
 * and back or forward returns to where the reader was on that entry, after a reload too.
 */
export function ScrollRestoration() {
  const { key, navigationType } = useHistoryEntry();
  const hash = useHash();
  const positions = useRef<Record<string, number> | null>(null);

  useLayoutEffect(() => {
    positions.current = readStoredPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage refused (private browsing): positions are kept for this visit only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The position of the entry being read, kept up to date until another entry shows.
  useEffect(() => {
    const remember = () => {
      if (positions.current) positions.current[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions.current?.[key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
