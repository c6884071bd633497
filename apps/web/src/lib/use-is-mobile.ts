import { useSyncExternalStore } from 'react';
import { mobileBreakpointPx } from '@panel/contract/constants';

const query = `(max-width: ${mobileBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Screens narrower than 768 px count as mobile. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
