import { useEffect } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';

const storageKey = 'font';
const fontClass = 'inter';

/**
 * Asks for the app's font (Inter, see index.css) once the first screen is drawn, and
 * remembers that this browser has downloaded it: the next visits get it from the first paint
 * (public/theme-init.js reads the same key).
 */
export function useWebFont(): void {
  const ready = useAfterFirstScreen();
  useEffect(() => {
    const root = document.documentElement;
    if (!ready || root.classList.contains(fontClass)) return;
    root.classList.add(fontClass);
    // Where the browser does not report fonts, the next visit asks after the first screen again.
    void document.fonts?.ready.then(() => {
      try {
        window.localStorage.setItem(storageKey, fontClass);
      } catch {
        // No storage: the next visit waits for the first screen again.
      }
    });
  }, [ready]);
}
