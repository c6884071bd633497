import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Runs the callback once `delayMs` pass without another call. */
  schedule: (...args: A) => void;
  /** Drops a scheduled run (an immediate commit replaces it). */
  cancel: () => void;
}

/** A scheduled run is dropped on unmount, so a page left mid-typing does not navigate. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  // The latest callback runs, without restarting the timer when the caller re-renders.
  const callbackRef = useRef(callback);
  useLayoutEffect(() => {
    callbackRef.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callbackRef.current(...args), delayMs);
    },
    [delayMs],
  );
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
