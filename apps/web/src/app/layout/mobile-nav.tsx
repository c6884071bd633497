import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from '@/components/nav-link';
import { OnDemand } from '@/components/on-demand';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';

// The sheet's Radix code loads once someone uses the page (a touch, a key).
const mobileMenuSheet = preloadableLazy(
  async () => (await import('./mobile-menu-sheet')).MobileMenuSheet,
);

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

/** The "Menu" button until the sheet's code is there; a press opens the sheet once it is. */
function MenuPlaceholder({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={cn(barItemClass, 'w-full')}
      onClick={onOpen}
    >
      <Menu aria-hidden="true" className="size-5" />
      <span>Menu</span>
    </button>
  );
}

/** Phones: a fixed bottom bar with the first entries and a slide-up sheet with all of them. */
export function MobileNav({ entries, menuOpen, onMenuOpenChange }: MobileNavProps) {
  const barEntries = entries.slice(0, bottomBarSlots);
  const used = useAfterFirstUse();

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
          <OnDemand
            part={mobileMenuSheet}
            load={used || menuOpen}
            // The press's pointerdown or key has started the download already.
            placeholder={<MenuPlaceholder onOpen={() => onMenuOpenChange(true)} />}
            props={{ entries, menuOpen, onMenuOpenChange, itemClass: barItemClass }}
          />
        </li>
      </ul>
    </nav>
  );
}
