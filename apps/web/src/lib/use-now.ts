import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so "há 5 minutos" does not freeze on screen. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
