import { Moon, Sun } from 'lucide-react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTheme } from './theme-context';

// How many page headers show a theme button right now: a page without one gets the corner's.
let headerToggles = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setHeaderToggles(count: number): void {
  headerToggles = count;
  for (const listener of listeners) listener();
}

/** The light/dark switch, an icon button for a page's header. */
export function ThemeToggle({ className }: { className?: string }) {
  useLayoutEffect(() => {
    setHeaderToggles(headerToggles + 1);
    return () => setHeaderToggles(headerToggles - 1);
  }, []);
  return <ThemeButton className={className} />;
}

function ThemeButton({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Alternar tema"
      title={theme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro'}
      onClick={toggleTheme}
      className={cn('rounded-full', className)}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

/**
 * For pages whose header has no theme button: one at the top-right corner of the page, which
 * scrolls away with it (it never covers the content).
 */
export function CornerThemeToggle() {
  const headerHasOne = useSyncExternalStore(
    subscribe,
    () => headerToggles > 0,
    () => false,
  );
  if (headerHasOne) return null;
  return <ThemeButton className="absolute top-3.5 right-3 z-30" />;
}
