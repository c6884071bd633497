import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { NavLink } from '@/components/nav-link';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';
import type { MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';

// The sheet's Radix code loads once the first screen is done (or the bar is touched).
const MobileMenuSheet = lazy(async () => ({
  default: (await import('./mobile-menu-sheet')).MobileMenuSheet,
}));

/** How many entries fit in the bottom bar next to the "Menu" button. */
export const bottomBarSlots = 4;
const bottomBarHeight = '4rem';

const barItemClass =
  'flex h-full flex-col items-center justify-center gap-1 px-1 text-center text-[0.68rem] leading-tight font-medium text-muted-foreground transition-colors hover:text-foreground';

interface MobileNavProps {
  entries: MenuEntry[];
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/** The "Menu" button's look until the sheet's code is there; a tap opens it once it is. */
function MenuPlaceholder({ onOpen }: { onOpen: () => void }) {
  return (
    <span aria-hidden="true" className={cn(barItemClass, 'w-full')} onClick={onOpen}>
      <Menu className="size-5" />
      <span>Menu</span>
    </span>
  );
}

/** Phones: a fixed bottom bar with the first entries and a slide-up sheet with all of them. */
export function MobileNav({ entries, menuOpen, onMenuOpenChange }: MobileNavProps) {
  const barEntries = entries.slice(0, bottomBarSlots);
  const sheetReady = useAfterFirstScreen();
  const menuPlaceholder = (
    // The tap's pointerdown has ended the wait already (lib/after-first-screen.ts).
    <MenuPlaceholder onOpen={() => onMenuOpenChange(true)} />
  );

  // Lets floating elements (theme button, toasts) sit above the bar.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--bottom-bar-height', bottomBarHeight);
    return () => {
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);

  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul
        className="grid h-16"
        style={{ gridTemplateColumns: `repeat(${barEntries.length + 1}, minmax(0, 1fr))` }}
      >
        {barEntries.map((entry) => {
          const Icon = menuIcons[entry.icon];
          return (
            <li key={entry.path}>
              <NavLink
                to={entry.path}
                className={cn(barItemClass, 'aria-[current=page]:text-primary')}
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="line-clamp-2 max-w-full">{entry.label}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          {sheetReady ? (
            <Suspense fallback={menuPlaceholder}>
              <MobileMenuSheet
                entries={entries}
                menuOpen={menuOpen}
                onMenuOpenChange={onMenuOpenChange}
                itemClass={barItemClass}
              />
            </Suspense>
          ) : (
            menuPlaceholder
          )}
        </li>
      </ul>
    </nav>
  );
}
