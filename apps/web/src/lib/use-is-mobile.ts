import { useCallback, useSyncExternalStore } from 'react';
import { mobileBreakpointPx } from '@panel/contract/constants';

const narrowerThan = (px: number) => `(max-width: ${px - 0.02}px)`;

/** Whether the screen is narrower than `px`; renders again when that changes. */
export function useIsNarrowerThan(px: number): boolean {
  const query = narrowerThan(px);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Screens narrower than 768 px count as mobile. */
export function useIsMobile(): boolean {
  return useIsNarrowerThan(mobileBreakpointPx);
}
