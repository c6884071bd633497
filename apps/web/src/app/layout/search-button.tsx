import { Search } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// The palette (its dialog, the member search and its schemas) loads on its first opening; the
// first screen has only this button and the key listener
// (docs/decisions/2026-12-05-header-search-and-review-signals.md).
const searchPalette = preloadableLazy(async () => (await import('./search-palette')).SearchPalette);

function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Ctrl+K (⌘K on macOS) runs `onPress` from anywhere in the panel. */
function useSearchShortcut(onPress: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() === 'k' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        // The browser's own Ctrl+K moves to its address bar.
        event.preventDefault();
        onPress();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPress]);
}

/** "Buscar…" in the top bar: opens the staff's search of members and pages. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Once opened the palette stays mounted (closed), so its code is not asked for again.
  const [wanted, setWanted] = useState(false);
  const toggle = useCallback(() => {
    setWanted(true);
    setOpen((current) => !current);
  }, []);
  useSearchShortcut(toggle);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="text-muted-foreground"
        onPointerEnter={() => void searchPalette.preload().catch(() => undefined)}
        onClick={toggle}
      >
        <Search aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Buscar…</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border bg-muted px-1 font-sans text-xs font-medium lg:inline"
        >
          {isApple() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <searchPalette.Component open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
