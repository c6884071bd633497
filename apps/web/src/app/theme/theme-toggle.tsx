import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from './theme-context';

/** Floats at the bottom-right of every page, above the mobile bottom bar when there is one. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <aside aria-label="Preferências de exibição">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label="Alternar tema"
        title={theme === 'dark' ? 'Usar tema claro' : 'Usar tema escuro'}
        onClick={toggleTheme}
        className="fixed right-4 bottom-[calc(var(--bottom-bar-height,0px)+1rem)] z-40 size-11 rounded-full bg-background/90 shadow-lg backdrop-blur md:right-6 md:bottom-6"
      >
        {theme === 'dark' ? (
          <Sun aria-hidden="true" className="size-5" />
        ) : (
          <Moon aria-hidden="true" className="size-5" />
        )}
      </Button>
    </aside>
  );
}
