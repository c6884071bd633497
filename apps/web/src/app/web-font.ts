const storageKey = 'font';
const fontClass = 'inter';
const family = 'Inter Variable';

/** Whether this document has downloaded the font (it stays in the browser's cache). */
let downloaded = false;

function remember(): void {
  try {
    window.localStorage.setItem(storageKey, fontClass);
  } catch {
    // No storage: the next visit downloads it after its first screen again.
  }
}

/**
 * The app's font (Inter, see index.css) without slowing the first screen or redrawing it, run
 * once the first screen is drawn and on every page after (`root-layout.tsx`). A browser that
 * has the font gets it from the first paint (public/theme-init.js reads the key this writes).
 * On a first visit the font downloads now, and shows from the next page on, when the page
 * changes anyway, instead of redrawing the text that is being read.
 * See docs/performance.md#after-first-screen.
 */
export function webFontStep(): void {
  const root = document.documentElement;
  if (root.classList.contains(fontClass) || !('fonts' in document)) return;
  if (downloaded) {
    root.classList.add(fontClass);
    return;
  }
  // Its Latin file (what Portuguese needs); the extended one follows where a page needs it.
  document.fonts
    .load(`1em "${family}"`, 'Aa')
    .then((faces) => {
      if (faces.length === 0) return;
      downloaded = true;
      remember();
    })
    // Not downloaded: the system font stays, and the next page tries again.
    .catch(() => undefined);
}
